"""The recognizer engines behind the ears, one module each: Whisper on CTranslate2 (with
pocketsphinx as its second opinion), pocketsphinx with its filler competitors, and Vosk."""
