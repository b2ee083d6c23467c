"""The voice host: ears, judge, game flows, voice, command line and saves."""
