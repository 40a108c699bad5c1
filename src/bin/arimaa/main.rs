//! The `arimaa` command line. Each subcommand lives in its own module; the
//! output formats are a contract other tools rely on (see README).
//!
//! Native only: clap is not a wasm dependency, yet `cargo test --target
//! wasm32-unknown-unknown` builds every binary, so there this is an empty program.
#![cfg_attr(wasm, no_main)]
#![cfg(native)]

use clap::{Parser, Subcommand};
use std::io::{self, Write};
use std::path::PathBuf;
use std::process::ExitCode;

mod clocks;
mod convert;
mod gallery;
mod html;
mod movecount;
mod perft;
mod picture;
mod puzzles;
mod replay;

#[derive(Parser)]
#[command(
    name = "arimaa",
    version,
    about = "Arimaa records: replay, count moves, convert, clocks, pictures, animations, galleries"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Replay games (archive TSV, arimaa.com notation or FAN) and check every move and result.
    Replay { files: Vec<PathBuf> },
    /// Count the distinct positions reachable in one turn.
    Movecount {
        /// Side to move (g or s) for a short-form position.
        #[arg(long)]
        side: Option<String>,
        /// Check every row of a `source<TAB>side<TAB>short<TAB>expected` file.
        #[arg(long)]
        tsv: Option<PathBuf>,
        /// `[64 chars]` short form, or a file holding a position diagram.
        position: Option<String>,
    },
    /// Write a record in another notation to stdout.
    Convert {
        #[arg(long)]
        to: String,
        file: PathBuf,
    },
    /// Replay the clocks of archive games and compare the reserves with the server log.
    Clocks { files: Vec<PathBuf> },
    /// Count move sequences from the start position to a depth.
    Perft {
        #[arg(long, default_value = "morabaraba")]
        variant: String,
        depth: u32,
    },
    /// Draw the position at a node as an SVG or PNG picture.
    Diagram {
        file: PathBuf,
        /// The node (`12s`, `5g.1.5g:2`, `3/12s` in a file of games); default: where the viewer opens.
        #[arg(long)]
        path: Option<String>,
        #[command(flatten)]
        look: LookArgs,
        /// The picture to write: .svg or .png.
        #[arg(short, long)]
        output: PathBuf,
    },
    /// Animate a line from one node to a later one as a GIF.
    Gif {
        file: PathBuf,
        /// Where the line starts (a path, as for diagram).
        #[arg(long)]
        from: String,
        /// Where it ends, later on the same line.
        #[arg(long)]
        to: String,
        /// Write each move's comment under the board too.
        #[arg(long)]
        comments: bool,
        #[command(flatten)]
        look: LookArgs,
        /// The GIF to write.
        #[arg(short, long)]
        output: PathBuf,
    },
    /// Write a record's <arimaa-viewer> with its static view inside (HTML to stdout).
    Html {
        file: PathBuf,
        /// The node shown (`12s`, `5g.1.5g:2`, `3/12s`); default: where the viewer opens.
        #[arg(long)]
        path: Option<String>,
        /// The game of a file of several: its number or `id=…`.
        #[arg(long)]
        game: Option<String>,
        #[command(flatten)]
        look: LookArgs,
        /// Write the static view alone, without the element and its record.
        #[arg(long)]
        fragment: bool,
        /// Hide what lies ahead of the node shown: the moves after it and the
        /// result (for a page whose viewer has `spoilers`, or a guess or puzzle mode).
        #[arg(long)]
        spoilers: bool,
    },
    /// Check every puzzle of the files: the stated solution right, no shorter one.
    Puzzles { files: Vec<PathBuf> },
    /// Build a static gallery site from records.
    Gallery {
        /// Input files, then the output directory last.
        #[arg(num_args = 2.., required = true)]
        paths: Vec<PathBuf>,
        /// Leave out each page's GIF of the last moves.
        #[arg(long)]
        no_gifs: bool,
    },
}

/// How pictures are drawn.
#[derive(clap::Args)]
struct LookArgs {
    /// Width (and board height) in px.
    #[arg(long, default_value_t = 320, value_parser = clap::value_parser!(u32).range(64..=2048))]
    size: u32,
    /// Silver at the bottom.
    #[arg(long)]
    flip: bool,
    /// light or dark.
    #[arg(long, default_value = "light")]
    theme: String,
    /// Leave out the file letters and rank numbers.
    #[arg(long)]
    no_coordinates: bool,
    /// Teaching overlays to draw: frozen, captures, goals, traps or all
    /// (comma separated).
    #[arg(long, default_value = "")]
    overlays: String,
}

impl LookArgs {
    fn look(self) -> picture::Look {
        picture::Look {
            size: self.size,
            flip: self.flip,
            theme: self.theme,
            coordinates: !self.no_coordinates,
            overlays: arimaa::teach::OverlaySet::parse(&self.overlays),
        }
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    // Every subcommand writes its output here and stops at the first failed write.
    let mut out = io::stdout().lock();
    let result = match cli.command {
        Command::Replay { files } => replay::run(&mut out, &files),
        Command::Movecount {
            side,
            tsv,
            position,
        } => movecount::run(&mut out, side, tsv, position),
        Command::Convert { to, file } => convert::run(&mut out, &to, &file),
        Command::Clocks { files } => clocks::run(&mut out, &files),
        Command::Perft { variant, depth } => perft::run(&mut out, &variant, depth),
        Command::Diagram {
            file,
            path,
            look,
            output,
        } => picture::diagram(&mut out, &file, path.as_deref(), &look.look(), &output),
        Command::Gif {
            file,
            from,
            to,
            comments,
            look,
            output,
        } => picture::gif(
            &mut out,
            &file,
            (&from, &to),
            comments,
            &look.look(),
            &output,
        ),
        Command::Html {
            file,
            path,
            game,
            look,
            fragment,
            spoilers,
        } => html::run(
            &mut out,
            &html::Request {
                file: &file,
                path: path.as_deref(),
                game: game.as_deref(),
                look: &look.look(),
                fragment,
                spoilers,
            },
        ),
        Command::Puzzles { files } => puzzles::run(&mut out, &files),
        Command::Gallery { mut paths, no_gifs } => {
            let dir = paths.pop().expect("clap requires two paths");
            gallery::run(&mut out, &paths, &dir, !no_gifs)
        }
    };
    let code = match result.and_then(|code| out.flush().map(|()| code)) {
        Ok(code) => code,
        // The reader has gone (`arimaa replay FILE | head -1`): stop quietly,
        // as Unix tools do; nothing is wrong with the input.
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => 0,
        Err(e) => {
            eprintln!("arimaa: cannot write the output: {e}");
            2
        }
    };
    ExitCode::from(code)
}

/// Whether a file holds Howdah records: its text says so, or its name
/// (`.pgn`) where the text would do for arimaa.com's notation too (plain
/// move lines, which Howdah reads as one record and arimaa.com as a game
/// at each `1g`). A text with a token only FAN has is not Howdah's.
pub fn is_howdah(path: &std::path::Path, text: &str) -> bool {
    let named = path
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("pgn"));
    arimaa::pgn::looks_like(text) || (named && arimaa::pgn::may_be(text))
}

/// Reads a file for a subcommand, reporting failure the same way everywhere.
pub fn read_input(path: &std::path::Path) -> Result<String, u8> {
    match std::fs::read(path) {
        Ok(bytes) => Ok(String::from_utf8_lossy(&bytes).into_owned()),
        Err(e) => {
            eprintln!("arimaa: cannot read {}: {e}", path.display());
            Err(2)
        }
    }
}

/// Reads a position diagram (used by `movecount` with a file argument): the
/// position at the start of the turn shown (steps already taken are undone),
/// the side being `side`, else the diagram's turn line, else Gold.
pub fn diagram_position(
    text: &str,
    side: Option<arimaa::Color>,
) -> Result<arimaa::Position, String> {
    let d = arimaa::notation::diagram::parse_diagram(text).map_err(|e| e.to_string())?;
    let side = side.unwrap_or(d.side_or(arimaa::Color::Gold));
    d.turn(side).map(|t| t.start())
}
