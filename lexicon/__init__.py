"""Game content as reviewed data files, with their loaders and checker."""
