<?php
/**
 * Where a board's record comes from: the tag's own text, or a record uploaded to the
 * wiki and named by `src="File:…"`. Either way the text is made safe to hand on:
 * valid UTF-8, within the size limit, and free of the parser's strip-marker character.
 */

namespace MediaWiki\Extension\ArimaaViewer;

use Parser;
use Title;
use UtfNormal\Validator;

class RecordSource {
	/** Uploads that hold records: FAN, Howdah's PGN, arimaa.com's notation. */
	public const FILE_EXTENSIONS = [ 'fan', 'pgn', 'txt' ];

	/** @var string The record's text (may be empty when it could not be read). */
	public $text = '';

	/** @var string|null The uploaded file's URL, for the element's `src`. */
	public $url = null;

	/** @var array[] Problems that make the board broken, each [message key, ...params]. */
	public $problems = [];

	/** @var array[] Warnings that do not, each [message key, ...params]. */
	public $warnings = [];

	public static function read( Parser $parser, ?string $inline, ?string $src, int $maxBytes ): self {
		$source = new self();
		$inline = $inline ?? '';
		if ( $src === null ) {
			// Trimmed as the element trims it: a problem's line and column are then the
			// same on the server and in the browser (line 1 is the record's first line,
			// not the rest of the line holding <arimaa>).
			$source->setText( trim( $inline ), $maxBytes );
			if ( trim( $source->text ) === '' && !$source->problems ) {
				$source->problems[] = [ 'arimaaviewer-problem-empty' ];
			}
			return $source;
		}
		if ( trim( $inline ) !== '' ) {
			$source->warnings[] = [ 'arimaaviewer-warning-text-and-src' ];
		}
		$source->readFile( $parser, $src, $maxBytes );
		return $source;
	}

	private function readFile( Parser $parser, string $src, int $maxBytes ): void {
		$shown = TagOptions::short( $src );
		$title = Title::newFromText( $src, NS_FILE );
		if ( !$title || $title->getNamespace() !== NS_FILE ) {
			$this->problems[] = [ 'arimaaviewer-problem-not-a-file', $shown ];
			return;
		}
		$extension = strtolower( pathinfo( $title->getDBkey(), PATHINFO_EXTENSION ) );
		if ( !in_array( $extension, self::FILE_EXTENSIONS, true ) ) {
			$this->problems[] = [ 'arimaaviewer-problem-file-type', $shown ];
			return;
		}
		// Registers the file as the page's dependency: a new upload re-renders the page.
		[ $file ] = $parser->fetchFileAndTitle( $title );
		if ( !$file || !$file->exists() ) {
			$this->problems[] = [ 'arimaaviewer-problem-no-file', $shown ];
			return;
		}
		$this->url = $file->getUrl();
		if ( $file->getSize() > $maxBytes ) {
			$this->problems[] = [ 'arimaaviewer-problem-too-large', (string)$file->getSize(), (string)$maxBytes ];
			return;
		}
		$path = $file->getLocalRefPath();
		$text = is_string( $path ) ? @file_get_contents( $path, false, null, 0, $maxBytes + 1 ) : false;
		if ( $text === false ) {
			$this->problems[] = [ 'arimaaviewer-problem-unreadable', $shown ];
			return;
		}
		$this->setText( $text, $maxBytes );
	}

	private function setText( string $text, int $maxBytes ): void {
		if ( strlen( $text ) > $maxBytes ) {
			$this->problems[] = [ 'arimaaviewer-problem-too-large', (string)strlen( $text ), (string)$maxBytes ];
			return;
		}
		// Bytes that are not UTF-8 become U+FFFD (the record reader then says where).
		// U+007F starts the parser's strip markers: a record holding one could pull
		// another tag's output into the board, so it goes too.
		$this->text = str_replace( "\x7f", "\u{FFFD}", Validator::cleanUp( $text ) );
	}
}
