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

	private function __construct( ?string $html, array $problems ) {
		$this->html = $html;
		$this->problems = $problems;
	}

	/**
	 * Runs `arimaa html` on the record. A CLI without `html` (older than the static
	 * view) still checks the record, with `arimaa convert`: then there is no fragment,
	 * but the problems are known. Null when there is no CLI (not configured, shell
	 * disabled) or it could not be run.
	 *
	 * @param string|null $cli The CLI's path ($wgArimaaViewerCli)
	 * @param string $text The record
	 * @param string[] $arguments From TagOptions
	 * @param int $size The board's side in CSS pixels
	 */
	public static function render( ?string $cli, string $text, array $arguments, int $size ): ?self {
		if ( $cli === null || $cli === '' || Shell::isDisabled() ) {
			return null;
		}
		$file = TempFSFile::factory( 'arimaa-', 'txt', wfTempDir() );
		if ( !$file || file_put_contents( $file->getPath(), $text ) === false ) {
			return null;
		}
		$path = $file->getPath();
		$size = max( 64, min( 2048, $size ) );
		$result = self::run( $cli, 'html', $path, '--size', (string)$size, ...$arguments );
		$html = $result->getStdout() ?? '';
		// Status 0, or 2 when the record has problems (the fragment shows as far as it
		// was read). Anything else, or output that is not a fragment, is not used.
		$status = $result->getExitCode();
		if ( ( $status === 0 || $status === 2 ) && self::looksLikeFragment( $html ) ) {
			return new self( $html, $status === 2 ? self::problems( $result->getStderr(), $path ) : [] );
		}
		wfDebugLog( 'ArimaaViewer', "arimaa html gave status $status: " . substr( $result->getStderr() ?? '', 0, 300 ) );
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

	/** @return \Shellbox\Command\UnboxedResult */
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
			$line = trim( str_replace( "$path: ", '', $line ) );
			$line = preg_replace( '/^arimaa [a-z]+: /', '', $line );
			if ( $line !== '' && count( $problems ) < 20 ) {
				$problems[] = $line;
			}
		}
		return $problems;
	}

	/** One element, in UTF-8, without the strip-marker character. */
	private static function looksLikeFragment( string $html ): bool {
		return substr( ltrim( $html ), 0, 4 ) === '<div'
			&& mb_check_encoding( $html, 'UTF-8' )
			&& strpos( $html, "\x7f" ) === false;
	}
}
