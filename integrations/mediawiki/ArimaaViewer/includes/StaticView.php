<?php
/**
 * The board drawn on the server by the `arimaa` command line (`arimaa html`), run
 * through MediaWiki's Shell::command as other extensions that render on the server do:
 * the board as SVG, the moves and comments as text, the record's problems with their
 * line and column. The fragment goes inside <arimaa-viewer>, which takes its place
 * when scripts run.
 */

namespace MediaWiki\Extension\ArimaaViewer;

use MediaWiki\Shell\Shell;
use TempFSFile;

class StaticView {
	/** @var string|null The fragment (HTML written by the CLI, which escapes every record text), or null. */
	public $html;

	/** @var string[] The record's problems as the CLI states them ("line L, column C: reason"). */
	public $problems;

	/** @var string|null The node the fragment shows, as the element's `path` takes it. */
	public $path = null;

	/** @var bool Whether the tag's `path` or `game` named nothing (then the view is drawn without them). */
	public $rejectedPlace = false;

	/** Where a release of the extension puts the static `arimaa` for Linux x86-64 (scripts/release.mjs). */
	public const BUNDLED_CLI = 'bin/arimaa-linux-x86_64';

	/**
	 * The static view of a board drawn without the CLI: the element's frame, as the
	 * element's build writes it (assets/arimaa-fallback.html), the board's place held
	 * and `$inner` (the record as text, or why it is hidden) in its side panel, so that
	 * the page does not move when the viewer takes over. Without that file, `$inner`.
	 */
	public static function fallback( string $inner ): string {
		static $frame = null;
		if ( $frame === null ) {
			$file = dirname( __DIR__ ) . '/assets/arimaa-fallback.html';
			$frame = is_readable( $file ) ? trim( (string)file_get_contents( $file ) ) : '';
		}
		if ( $frame === '' || strpos( $frame, '<!--arimaa-fallback-->' ) === false ) {
			return $inner;
		}
		return str_replace( '<!--arimaa-fallback-->', $inner, $frame );
	}

	/**
	 * The CLI to run, from $wgArimaaViewerCli: a path names one; null (the default) is
	 * the static binary a release ships in bin/, on a server it runs on (Linux x86-64),
	 * so that a wiki gets server-drawn boards with nothing to install; false or '' is none.
	 *
	 * @param mixed $configured The setting's value
	 */
	public static function cli( $configured ): ?string {
		if ( is_string( $configured ) ) {
			return $configured === '' ? null : $configured;
		}
		if ( $configured !== null ) {
			return null;
		}
		$bundled = dirname( __DIR__ ) . '/' . self::BUNDLED_CLI;
		if ( PHP_OS_FAMILY !== 'Linux' || php_uname( 'm' ) !== 'x86_64' || !is_file( $bundled ) ) {
			return null;
		}
		if ( !is_executable( $bundled ) ) {
			// An upload that lost the file's mode (FTP, some unzip tools): say what to do.
			wfDebugLog( 'ArimaaViewer', "$bundled is not executable: chmod +x it, or set \$wgArimaaViewerCli" );
			return null;
		}
		return $bundled;
	}

	private function __construct( ?string $html, array $problems ) {
		$this->html = $html;
		$this->problems = $problems;
	}

	/**
	 * Runs `arimaa html --fragment` on the record. A CLI without `html` (older than the
	 * static view) still checks the record, with `arimaa convert`: then there is no
	 * fragment, but the problems are known. Null when there is no CLI (not configured,
	 * shell disabled) or it could not be run.
	 *
	 * @param string|null $cli The CLI's path (self::cli())
	 * @param string $text The record
	 * @param TagOptions $options The tag's checked attributes
	 * @param int $size The board's side in CSS pixels
	 * @param string $language The page's language (BCP 47), whose words the view is written in
	 */
	public static function render( ?string $cli, string $text, TagOptions $options, int $size, string $language = 'en' ): ?self {
		if ( $cli === null || $cli === '' || Shell::isDisabled() ) {
			return null;
		}
		$file = TempFSFile::factory( 'arimaa-', 'txt', wfTempDir() );
		if ( !$file || file_put_contents( $file->getPath(), $text ) === false ) {
			return null;
		}
		$path = $file->getPath();
		$size = (string)max( 64, min( 2048, $size ) );
		$words = self::languageArguments( $language );
		$view = self::html( $cli, $path, $size, [ ...$words, ...$options->cliArguments( true ) ] );
		if ( $view === null && $words && self::$refusedLang ) {
			// A CLI older than `--lang` (one a wiki's operator named): its English view
			// rather than none.
			$words = [];
			$view = self::html( $cli, $path, $size, $options->cliArguments( true ) );
		}
		if ( $view && $view->rejectedPlace ) {
			// A path or game that names nothing: the editor's mistake, said in the
			// preview; the board is drawn where it opens by default.
			$again = self::html( $cli, $path, $size, [ ...$words, ...$options->cliArguments( false ) ] );
			if ( $again && $again->html !== null ) {
				$again->problems = array_merge( $view->problems, $again->problems );
				$again->rejectedPlace = true;
				return $again;
			}
		}
		if ( $view && $view->html !== null ) {
			return $view;
		}
		$check = self::run( $cli, 'convert', '--to', 'fan', $path );
		switch ( $check->getExitCode() ) {
			case 0:
				return new self( null, [] );
			case 2:
				return new self( null, self::problems( $check->getStderr(), $path ) );
			default:
				return null;
		}
	}

	/** Whether the last run of `arimaa html` refused `--lang` (a CLI older than it). */
	private static $refusedLang = false;

	/**
	 * `--lang CODE` for a page in `$language`; none for English, which every CLI writes,
	 * so that an English wiki runs the CLI as it did before there were languages.
	 */
	public static function languageArguments( string $language ): array {
		$language = strtolower( trim( $language ) );
		if ( $language === '' || $language === 'en' || strncmp( $language, 'en-', 3 ) === 0
			|| !preg_match( '/^[a-z]{2,3}(-[a-z0-9]{1,8})*$/', $language )
		) {
			return [];
		}
		return [ '--lang', $language ];
	}

	/**
	 * One run of `arimaa html`. It writes the record's problems on stderr, one a line
	 * ("arimaa html: the record: line 3, column 4: …"), and last the node shown ("… at
	 * 9g"); status 2 without output when the path or game names nothing.
	 */
	private static function html( string $cli, string $path, string $size, array $arguments ): ?self {
		$result = self::run( $cli, 'html', $path, '--fragment', '--size', $size, ...$arguments );
		$html = $result->getStdout() ?? '';
		$stderr = $result->getStderr() ?? '';
		$status = $result->getExitCode();
		self::$refusedLang = $status !== 0 && strpos( $stderr, "'--lang'" ) !== false;
		if ( $status === 0 && self::looksLikeFragment( $html ) ) {
			$view = new self( $html, [] );
			foreach ( explode( "\n", $stderr ) as $line ) {
				if ( strncmp( $line, 'arimaa html: the record: ', 25 ) === 0 ) {
					$view->problems[] = self::clean( substr( $line, 25 ), $path );
				} elseif ( preg_match( '/^arimaa html: \d+ bytes .* at (\S+)$/', trim( $line ), $m ) ) {
					$view->path = $m[1];
				}
			}
			$view->problems = array_slice( array_filter( $view->problems ), 0, 20 );
			return $view;
		}
		if ( $status === 2 && preg_match( '/^arimaa html: ((?:path|game) `.*)$/m', $stderr, $m ) ) {
			$view = new self( null, [ self::clean( $m[1], $path ) ] );
			$view->rejectedPlace = true;
			return $view;
		}
		wfDebugLog( 'ArimaaViewer', "arimaa html gave status $status: " . substr( $stderr, 0, 300 ) );
		return null;
	}

	private static function run( string ...$command ) {
		return Shell::command( ...$command )
			->restrict( Shell::RESTRICT_DEFAULT | Shell::NO_NETWORK )
			->limits( [ 'time' => 10, 'walltime' => 20, 'filesize' => 51200 ] )
			->includeStderr( false )
			->execute();
	}

	/**
	 * The problems the CLI wrote on stderr, one a line, without the command's name and
	 * the temporary file's path ("arimaa convert: /tmp/arimaa-….txt: line 3, …").
	 */
	private static function problems( ?string $stderr, string $path ): array {
		$problems = [];
		foreach ( explode( "\n", $stderr ?? '' ) as $line ) {
			$line = self::clean( preg_replace( '/^arimaa [a-z]+: /', '', $line ), $path );
			if ( $line !== '' && count( $problems ) < 20 ) {
				$problems[] = $line;
			}
		}
		return $problems;
	}

	/** A line of the CLI's without the temporary file's path, which is no reader's business. */
	private static function clean( string $line, string $path ): string {
		return trim( str_replace( [ "$path: ", $path ], [ '', 'the record' ], $line ) );
	}

	/** One element, in UTF-8, without the strip-marker character. */
	private static function looksLikeFragment( string $html ): bool {
		return substr( ltrim( $html ), 0, 4 ) === '<div'
			&& mb_check_encoding( $html, 'UTF-8' )
			&& strpos( $html, "\x7f" ) === false;
	}
}
