<?php
/**
 * The attributes of one <arimaa> tag, checked: wikitext is untrusted, so only values
 * of a known shape reach the element or the command line. Anything else is dropped
 * with a warning that the preview shows. Which attributes there are, and what each
 * takes, is the attributes' one declaration (assets/arimaa-attributes.json, the
 * project's www/src/attributes.json, README "Attributes"): nothing here names an
 * attribute but those the server itself reads (src, path, game, orientation, theme,
 * coordinates, spoilers, mode).
 */

namespace MediaWiki\Extension\ArimaaViewer;

class TagOptions {
	/** @var string|null The declaration's file; null: assets/arimaa-attributes.json. */
	public static $schemaFile = null;

	/** @var array|null The declaration, read once per request. */
	private static $schema = null;

	/** @var array<string,string> The element's attributes, name => value ("" for a switch). */
	public $attributes = [];

	/** @var string[] Arguments for `arimaa html` after the file, but the place's. */
	private $lookArguments = [];

	/** @var string[] `--path` and `--game` for `arimaa html`. */
	private $placeArguments = [];

	/** @var string|null The `src` attribute as written (a file of the wiki), or null. */
	public $src = null;

	/** @var array[] Warnings for the preview, each [message key, ...params]. */
	public $warnings = [];

	/** The declaration (see the class's comment). */
	public static function schema(): array {
		if ( self::$schema === null ) {
			$file = self::$schemaFile ?? dirname( __DIR__ ) . '/assets/arimaa-attributes.json';
			$schema = is_readable( $file ) ? json_decode( (string)file_get_contents( $file ), true ) : null;
			if ( !is_array( $schema ) ) {
				throw new \RuntimeException( "ArimaaViewer: $file is missing or unreadable; copy the element's files into assets/ (README)" );
			}
			self::$schema = $schema;
		}
		return self::$schema;
	}

	/** The attributes a tag takes: name => declaration, in the declaration's order. */
	public static function accepted(): array {
		$accepted = [];
		foreach ( self::schema()['attributes'] as $a ) {
			if ( in_array( 'mediawiki', $a['in'], true ) ) {
				$accepted[$a['name']] = $a;
			}
		}
		return $accepted;
	}

	/** A node's shape (`12s`, `5g.2.6s`, `12s:2`, `3/12s`, `start`), as a PCRE pattern. */
	public static function pathPattern(): string {
		return '~' . self::schema()['types']['path']['pattern'] . '~';
	}

	/**
	 * @param array<string,string> $args The tag's attributes as the parser gives them
	 *   (names in lower case, a name without value as "").
	 */
	public function __construct( array $args ) {
		$accepted = self::accepted();
		$read = [];
		foreach ( $accepted as $name => $a ) {
			$read[$name] = $a['pageDefault'] ?? $a['default'];
		}
		foreach ( $args as $name => $value ) {
			$name = (string)$name;
			if ( !isset( $accepted[$name] ) ) {
				$this->warn( 'arimaaviewer-warning-unknown-attribute', $name, implode( ', ', array_keys( $accepted ) ) );
				continue;
			}
			$value = $this->read( $accepted[$name], (string)$value );
			if ( $value !== null ) {
				$read[$name] = $value;
			}
		}
		foreach ( $accepted as $name => $a ) {
			$value = $read[$name];
			// An attribute that needs another's value (guess-side: mode=guess) is dropped without it.
			foreach ( $a['requires'] ?? [] as $other => $needed ) {
				if ( $value !== null && $read[$other] !== $needed ) {
					$this->warn( 'arimaaviewer-warning-requires', $name, self::short( (string)$value ), "$other=\"$needed\"" );
					$value = null;
				}
			}
			if ( $value !== null && $value !== $a['default'] ) {
				$this->accept( $name, $value === true ? '' : ( $value === false ? 'off' : $value ) );
			}
		}
	}

	/**
	 * One attribute's value as the declaration says (true/false for a switch), or null:
	 * not given (an empty value, such as a template's unset parameter, except where the
	 * declaration gives empty a meaning), or dropped with a warning.
	 */
	private function read( array $a, string $value ) {
		$schema = self::schema();
		$name = $a['name'];
		$value = trim( $value );
		if ( $a['type'] === 'boolean' ) {
			$word = strtolower( $value );
			if ( in_array( $word, $schema['booleans']['off'], true ) ) {
				return false;
			}
			if ( in_array( $word, $schema['booleans']['oldOff'], true ) ) {
				$this->warn( 'arimaaviewer-warning-old-off', $name, self::short( $value ) );
				return false;
			}
			if ( !in_array( $word, $schema['booleans']['on'], true ) && $word !== $name ) {
				$this->warn( 'arimaaviewer-warning-read-as-on', $name, self::short( $value ) );
			}
			return true;
		}
		if ( $value === '' && empty( $a['empty'] ) ) {
			return null;
		}
		if ( $a['type'] === 'enum' ) {
			if ( in_array( strtolower( $value ), $a['values'], true ) ) {
				return strtolower( $value );
			}
		} elseif ( $a['type'] === 'list' ) {
			$known = [];
			foreach ( preg_split( '/[\s,]+/', strtolower( $value ), -1, PREG_SPLIT_NO_EMPTY ) as $word ) {
				if ( in_array( $word, $a['values'], true ) ) {
					$known[] = $word;
				} else {
					$this->warn( 'arimaaviewer-warning-bad-word', $name, self::short( $word ), self::expected( $a ) );
				}
			}
			return implode( ' ', array_unique( $known ) );
		} else {
			$pattern = $schema['types'][$a['type']]['pattern'] ?? null;
			// A wiki's src is a file's name (RecordSource checks it): any text, not too long.
			if ( $pattern === null ? mb_strlen( $value ) <= 255 : preg_match( "~$pattern~", $value ) ) {
				return $value;
			}
		}
		$this->warn( 'arimaaviewer-warning-bad-value', $name, self::short( $value ), self::expected( $a ) );
		return null;
	}

	/** "gold or silver": what an attribute takes, as a warning says it (English, from the declaration). */
	private static function expected( array $a ): string {
		if ( isset( $a['values'] ) ) {
			return implode( ', ', array_slice( $a['values'], 0, -1 ) ) . ' or ' . end( $a['values'] );
		}
		return self::schema()['types'][$a['type']]['expected'] ?? $a['type'];
	}

	/**
	 * Whether the static view must keep the moves to be found to itself: asked with
	 * `spoilers`, and always in a guessing or puzzle mode.
	 */
	public function hidesMovesAhead(): bool {
		return array_key_exists( 'spoilers', $this->attributes ) || isset( $this->attributes['mode'] );
	}

	/** Arguments for `arimaa html` after the file; with the node and game asked, or not. */
	public function cliArguments( bool $withPlace ): array {
		$look = $this->lookArguments;
		if ( !array_key_exists( 'coordinates', $this->attributes ) ) {
			$look[] = '--no-coordinates';
		}
		if ( $this->hidesMovesAhead() ) {
			$look[] = '--spoilers';
		}
		return $withPlace ? array_merge( $this->placeArguments, $look ) : $look;
	}

	private function accept( string $name, string $value ): void {
		switch ( $name ) {
			case 'src':
				$this->src = $value;
				return;
			case 'path':
			case 'game':
				array_push( $this->placeArguments, "--$name", $value );
				break;
			case 'orientation':
				if ( $value === 'silver' ) {
					$this->lookArguments[] = '--flip';
				}
				break;
			case 'theme':
				array_push( $this->lookArguments, '--theme', $value );
				break;
		}
		$this->attributes[$name] = $value;
	}

	/**
	 * A warning; its first parameter is the page's text, cut short, the others the
	 * declaration's (see ArimaaTag::warn).
	 */
	private function warn( string $key, string $written, string ...$params ): void {
		$this->warnings[] = array_merge( [ $key, self::short( $written ) ], $params );
	}

	/** Text from the page cut to a length that fits in a message. */
	public static function short( string $text, int $length = 80 ): string {
		return mb_strlen( $text ) > $length ? mb_substr( $text, 0, $length ) . '…' : $text;
	}
}
