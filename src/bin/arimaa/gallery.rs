//! `arimaa gallery INPUT... OUTDIR`: a static site of every game in the inputs
//! (archive TSV, arimaa.com notation, FAN). A broken game gets a page that
//! shows its error; the run goes on. `--no-gifs` leaves out the pages'
//! animations of the last moves (most of the time for a big archive).

use arimaa::gallery::{entries_from, write_site, SiteOptions};
use std::io::{self, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::time::Instant;

/// The packaged viewer (`www/dist` after `scripts/build-wasm.sh`) to copy in;
/// the environment variable ARIMAA_VIEWER_DIR points elsewhere.
fn viewer_dir() -> Option<PathBuf> {
    let dir = std::env::var_os("ARIMAA_VIEWER_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("www")
                .join("dist")
        });
    dir.join("arimaa_bg.wasm").exists().then_some(dir)
}

pub fn run(
    stdout: &mut impl Write,
    inputs: &[PathBuf],
    out: &Path,
    animations: bool,
    words: Option<&arimaa::words::Words>,
) -> io::Result<u8> {
    let start = Instant::now();
    let mut entries = Vec::new();
    for path in inputs {
        let Ok(text) = super::read_input(path) else {
            return Ok(2);
        };
        let name = path
            .file_stem()
            .map_or("game".into(), |s| s.to_string_lossy().into_owned());
        entries.extend(entries_from(&name, &text));
    }
    let tty = std::io::stderr().is_terminal();
    let viewer = viewer_dir();
    let options = SiteOptions {
        viewer_dir: viewer.as_deref(),
        animations,
        words,
    };
    let result = write_site(&entries, out, options, |done, total| {
        if tty {
            eprint!("\rgallery: {done}/{total} games");
            let _ = std::io::stderr().flush();
        }
    });
    if tty {
        eprintln!();
    }
    Ok(match result {
        Ok(s) => {
            for e in entries.iter().filter(|e| e.error.is_some()) {
                eprintln!("gallery: {}: {}", e.id, e.error.as_deref().unwrap_or(""));
            }
            if !s.viewer {
                eprintln!("gallery: no built viewer found (run scripts/build-wasm.sh or set ARIMAA_VIEWER_DIR); pages show their static view");
            }
            writeln!(
                stdout,
                "gallery: {} games ({} with errors) in {}: {:.1} KB per game, {:.2} s",
                s.games,
                s.broken,
                out.display(),
                s.bytes as f64 / 1024.0 / s.games.max(1) as f64,
                start.elapsed().as_secs_f64()
            )?;
            0
        }
        Err(e) => {
            eprintln!("arimaa gallery: cannot write {}: {e}", out.display());
            2
        }
    })
}
