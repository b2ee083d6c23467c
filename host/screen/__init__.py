"""The big screen: a shared table page (a TV, the laptop) showing each game's public board,
the host's captions and the show's moments, served by the phones' server."""
