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

mod analyse;
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
    about = "Arimaa records: replay, count moves, convert, clocks, pictures, animations, galleries",
    after_long_help = "The output formats are a contract other tools rely on. When the reader closes \
the output early (`arimaa replay FILE | head -1`), a command stops quietly with status 0; any \
other failed write is reported on stderr with status 2. `arimaa help COMMAND` says more of each."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Replay games (archive TSV, arimaa.com notation or FAN) and check every move and result.
    ///
    /// A FILE is an archive TSV, arimaa.com notation, FAN or a Howdah record (`pgn`; a
    /// `.pgn` file is read as one unless it holds a FAN-only token), each judged by its
    /// format's rules (the docs' "Rules and records": which result a record states). A
    /// file may hold several games (arimaa.com games, or FAN records each starting with
    /// `FAN31415926`, as `convert --to fan` of an archive writes them); a Morabaraba FAN
    /// shows `we`, `bm`, `dc`, `wr` or `*`. Every record is read with the viewer's reader,
    /// whatever its notation (FAN being a superset of arimaa.com move text).
    ///
    /// Prints one line per game, `<id> ok <result><termination>` or `<id> illegal <move>:
    /// <reason>`, then `games: N, legal: N, results agree: N, disagree: N`. Exit 0 when
    /// every file was read (illegal games are findings), 2 on unreadable input.
    Replay { files: Vec<PathBuf> },
    /// Count the distinct positions reachable in one turn.
    ///
    /// The number pyrimaa's `len(Position.get_moves())` gives. POSITION is `[64 chars
    /// a8..h1]` or a file with a diagram. `--tsv FILE` checks `source<TAB>side<TAB>short
    /// <TAB>expected` rows and ends with `match: N/M`.
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
    ///
    /// `--to fan`, `arimaa` or `pgn` (Howdah's canonical record format: a game without a
    /// result ends with `*` only where the next game would not otherwise start on its
    /// own, so a file of several games reads back game by game; an archive row's id goes
    /// in Howdah's `GameId` tag, and its events give each move, setups included,
    /// `[%emt]` (time used) and `[%clk]` (the mover's reserve after it)). To FAN, a
    /// `takeback` becomes a variation holding the taken-back move; to arimaa.com, the
    /// main line is written (the notation has no variations), capture tokens from the
    /// board, and a game won on the board ends with the next label alone.
    ///
    /// A file of several games gives as many records one after another, which read back
    /// as the same games. A record with problems is written as far as it was read (an
    /// unreadable move as it was found), each problem goes to stderr with its line and
    /// column, and the exit status is 2.
    Convert {
        #[arg(long)]
        to: String,
        file: PathBuf,
    },
    /// Replay the clocks of archive games and compare the reserves with the server log.
    ///
    /// Prints `<id> agree` or `<id> differ after <move>: …` per game, then `games: N,
    /// reserves agree: N, time losses found: N/M` (the docs' "Match clocks").
    Clocks { files: Vec<PathBuf> },
    /// Count move sequences from the start position to a depth.
    ///
    /// Morabaraba's, for checking the move generator: 24, 552, 12144, 255024, 5150880 for
    /// depths 1 to 5 (the docs' "Morabaraba" says every rule choice).
    Perft {
        #[arg(long, default_value = "morabaraba")]
        variant: String,
        depth: u32,
    },
    /// Draw the position at a node as an SVG or PNG picture.
    ///
    /// Drawn by the viewer's scene code (PNG through resvg, labels in the system's fonts);
    /// `--overlays` draws the teaching overlays. Prints `OUT: <game> at <path> (<bytes> B)`.
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
    ///
    /// As the viewer's Share menu does (the same film, the same scene code; 320 px by
    /// default; overlays on its stills at rest). Prints `OUT: <frames> frames, <bytes> B`.
    /// A `--to` not later on the line of `--from` is refused with the reason (status 2).
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
    ///
    /// The element with its record inline (in a template) holding its static view (the
    /// docs' "Static first"), or with `--fragment` the static view alone. `--spoilers`
    /// lists only the moves that lead to the node shown, without the result (and a puzzle
    /// states its task), for a viewer with `spoilers` or a guess or puzzle mode, and
    /// writes the inline record in base64. Prints `arimaa html: <bytes> bytes (static view
    /// <bytes> bytes) at <path>` on stderr, and the record's problems. A `--path` or
    /// `--game` that names nothing is refused (status 2).
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
        /// The language of the words (`de`, `de-AT`, `pt-BR`): the position's
        /// description, the labels; a regional tag falls back to its language, then
        /// English. The element gets the same `lang`. The record's text is never translated.
        #[arg(long, value_parser = language_tag)]
        lang: Option<String>,
    },
    /// Check every puzzle of the files: the stated solution right, no shorter one.
    ///
    /// A puzzle is a record with a `Puzzle` field, judged as the viewer's judge sees it.
    /// Prints `<file>:<n> ok|problem <task>: stated N steps, N right answers (shortest N
    /// steps), variations N right N wrong, <seconds>` and the problems (the stated
    /// solution wrong, or a stated move that cannot be played, with its line and column;
    /// a shorter one; for a goal in two a goal in one; no solution at all), then
    /// `puzzles: N, ok: N, problems: N`. Exit 1 when a puzzle has a problem.
    Puzzles { files: Vec<PathBuf> },
    /// Analyse a position with the engine: the score and the best line.
    ///
    /// The position after the node `--path` names (default: the end of the main line),
    /// searched by iterative deepening over whole turns for `--time` (default 2s; `500ms`,
    /// `1.5s`) or to `--depth` whole turns. Prints `position: <path> (<side> to move)`, a
    /// line per iteration (`depth N (S steps) SCORE nodes N nps N time N ms line …`), then
    /// `score: SCORE` (rabbits from Gold's side, `+0.35`, or `Gold wins in 2 (#2)`) and
    /// `line: g Ee2n Ee3n | s …`. Exit 2 on unreadable input or a finished game.
    Analyse {
        file: PathBuf,
        /// The node analysed (`12s`, `5g.1.5g`, `3/12s` in a file of games).
        #[arg(long)]
        path: Option<String>,
        /// Thinking time.
        #[arg(long, conflicts_with = "depth")]
        time: Option<String>,
        /// Whole turns to search.
        #[arg(long)]
        depth: Option<u8>,
    },
    /// Annotate a record with the engine: `[%eval …]` on every move, `?` and `??` on mistakes.
    ///
    /// Writes the record to stdout in its notation (FAN, or Howdah's for a Howdah record;
    /// arimaa.com text and archive rows as FAN) with `[%eval SCORE]` in the comment of
    /// every main-line move (the position after it, from Gold's side; an existing
    /// `%eval` is replaced) and `?` on a move that lost 1 rabbit or more of evaluation
    /// against the position before it, `??` for 2 or more, from the mover's side. Each
    /// position is searched for `--time` (default 1s) or to `--depth` whole turns.
    Annotate {
        file: PathBuf,
        /// Thinking time per position.
        #[arg(long, conflicts_with = "depth")]
        time: Option<String>,
        /// Whole turns per position.
        #[arg(long)]
        depth: Option<u8>,
    },
    /// Build a static gallery site from records.
    ///
    /// Every game of the inputs (archive TSV, arimaa.com notation, FAN, Howdah records):
    /// `index.html` lists final-position thumbnails, players, ratings, date, result and
    /// plies, sorts and filters by player, result, ending and date with a classic script
    /// (so it works from `file://` too); `games/<id>.html` embeds `<arimaa-viewer>` holding
    /// the game's static view, which is what a reader sees when the viewer cannot start
    /// (from `file://`, no wasm). Each game page animates the game's last two moves as a
    /// GIF (240 px, made on every core) and its viewer keeps the address on the move shown
    /// (`link`), so a copied address opens there. All links are relative; the packaged
    /// viewer (`www/dist/`, or `ARIMAA_VIEWER_DIR`: two files, and the GIF encoder's file
    /// when present) is copied in once. Broken games get a page with their error; the run
    /// goes on. Progress shows on a terminal.
    Gallery {
        /// Input files, then the output directory last.
        #[arg(num_args = 2.., required = true)]
        paths: Vec<PathBuf>,
        /// Leave out each page's GIF of the last moves.
        #[arg(long)]
        no_gifs: bool,
        /// The language of the pages' words (`de`, `pt-BR`), as `arimaa html --lang`.
        #[arg(long, value_parser = language_tag)]
        lang: Option<String>,
    },
}

/// `--lang`: a language tag, else clap's error naming the option.
fn language_tag(s: &str) -> Result<String, String> {
    if arimaa::words::is_language_tag(s) {
        Ok(s.to_owned())
    } else {
        Err(format!(
            "`{s}` is not a language tag (like de, de-AT or pt-BR)"
        ))
    }
}

/// The words of `--lang`; a language without words built in is said on
/// stderr, and English is used.
fn words_of(command: &str, lang: Option<&str>) -> Option<arimaa::words::Words> {
    let lang = lang?;
    if !arimaa::words::Words::has_language(lang) {
        let built: Vec<&str> = arimaa::words::Words::languages().collect();
        eprintln!(
            "arimaa {command}: no words in `{lang}` yet (built in: en {}); English used",
            built.join(" ")
        );
    }
    Some(arimaa::words::Words::for_language(lang))
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
            lang,
        } => html::run(
            &mut out,
            &html::Request {
                file: &file,
                path: path.as_deref(),
                game: game.as_deref(),
                look: &look.look(),
                fragment,
                spoilers,
                words: words_of("html", lang.as_deref()).as_ref(),
            },
        ),
        Command::Puzzles { files } => puzzles::run(&mut out, &files),
        Command::Analyse {
            file,
            path,
            time,
            depth,
        } => analyse::analyse(&mut out, &file, path.as_deref(), time.as_deref(), depth),
        Command::Annotate { file, time, depth } => {
            analyse::annotate(&mut out, &file, time.as_deref(), depth)
        }
        Command::Gallery {
            mut paths,
            no_gifs,
            lang,
        } => {
            let dir = paths.pop().expect("clap requires two paths");
            let words = words_of("gallery", lang.as_deref());
            gallery::run(&mut out, &paths, &dir, !no_gifs, words.as_ref())
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
