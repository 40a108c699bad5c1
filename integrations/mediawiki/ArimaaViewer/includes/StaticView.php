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
	/** @var string The fragment (HTML written by the CLI, which escapes every record text). */
	public $html;

	/** @var string[] The record's problems as the CLI states them ("line L, column C: reason"). */
	public $problems;

	private function __construct( string $html, array $problems ) {
		$this->html = $html;
		$this->problems = $problems;
	}

	/**
	 * Runs `arimaa html` on the record; null when there is no CLI (not configured,
	 * shell disabled) or it gave no fragment (failed, too old to know `html`).
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
		$size = max( 64, min( 2048, $size ) );
		$result = Shell::command( $cli, 'html', $file->getPath(), '--size', (string)$size, ...$arguments )
			->restrict( Shell::RESTRICT_DEFAULT | Shell::NO_NETWORK )
			->limits( [ 'time' => 10, 'walltime' => 20, 'filesize' => 51200 ] )
			->includeStderr( false )
			->execute();
		$html = $result->getStdout();
		// Status 0, or 2 when the record has problems (the fragment shows as far as it
		// was read). Anything else, or output that is not a fragment, is not used.
		$status = $result->getExitCode();
		if ( ( $status !== 0 && $status !== 2 ) || !self::looksLikeFragment( $html ) ) {
			wfDebugLog( 'ArimaaViewer', "arimaa html gave status $status: " . substr( $result->getStderr() ?? '', 0, 500 ) );
			return null;
		}
		$problems = [];
		if ( $status === 2 ) {
			foreach ( explode( "\n", $result->getStderr() ?? '' ) as $line ) {
				$line = trim( $line );
				if ( $line !== '' && count( $problems ) < 20 ) {
					$problems[] = $line;
				}
			}
		}
		return new self( $html, $problems );
	}

	/** One element, in UTF-8, without the strip-marker character. */
	private static function looksLikeFragment( string $html ): bool {
		return substr( ltrim( $html ), 0, 4 ) === '<div'
			&& mb_check_encoding( $html, 'UTF-8' )
			&& strpos( $html, "\x7f" ) === false;
	}
}
