<?php
/**
 * The attributes of one <arimaa> tag, checked: wikitext is untrusted, so only values
 * of a known shape reach the element or the command line. Anything else is dropped
 * with a warning that the preview shows.
 */

namespace MediaWiki\Extension\ArimaaViewer;

class TagOptions {
	/**
	 * The element's switches, with their value when the tag does not give one. A wiki
	 * page shows a whole game by default; `controls=no` and the like turn parts off.
	 */
	private const SWITCHES = [
		'controls' => true,
		'move-list' => true,
		'comments' => true,
		'coordinates' => true,
		'spoilers' => false,
		'analysis' => false,
	];

	/** A node: `12s`, `5g.2.6s`, `12s:2`, `3/12s`, `start`. */
	public const PATH_PATTERN = '/^[0-9A-Za-z]{1,12}(?:[.:\/][0-9A-Za-z]{1,12}){0,40}$/';

	private const ON = [ '', 'yes', 'on', 'true', '1' ];
	private const OFF = [ 'no', 'off', 'false', '0' ];

	/**
	 * What each valued attribute accepts, and how the warning says it. A path names a
	 * node (`12s`, `5g.2.6s`, `12s:2`, `3/12s`, `start`); a game is a number or `id=…`.
	 */
	private const VALUES = [
		'path' => [ self::PATH_PATTERN, 'a node such as 12s, 5g.2.6s or 3/12s' ],
		'game' => [ '/^(?:[1-9][0-9]{0,5}|id=[0-9A-Za-z_-]{1,64})$/', 'a game number such as 3, or id=…' ],
		'orientation' => [ '/^(?:gold|silver)$/', 'gold or silver' ],
		'theme' => [ '/^(?:dark|light)$/', 'dark or light' ],
		'link' => [ '/^[0-9A-Za-z_-]{0,64}$/', 'empty, or a key of letters, digits, - and _' ],
		'src' => [ '/^.{1,255}$/su', 'a file such as File:Game.fan' ],
		'mode' => [ '/^(?:guess|puzzle)$/', 'guess or puzzle' ],
		'guess-side' => [ '/^(?:gold|silver)$/', 'gold or silver' ],
		// Checked name by name in readOverlays.
		'overlays' => [ '/^.{0,200}$/su', 'names among frozen, captures, goals and traps, or all' ],
	];

	/** The overlays the element draws; `all` turns every one on. */
	private const OVERLAYS = [ 'frozen', 'captures', 'goals', 'traps', 'all' ];

	/** Values whose case does not matter (the element reads them in lower case). */
	private const CASELESS = [ 'mode', 'guess-side', 'overlays' ];

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

	/**
	 * @param array<string,string> $args The tag's attributes as the parser gives them
	 *   (names in lower case, a name without value as "").
	 */
	public function __construct( array $args ) {
		foreach ( self::SWITCHES as $name => $default ) {
			$on = $default;
			if ( array_key_exists( $name, $args ) ) {
				$on = $this->readSwitch( $name, (string)$args[$name], $default );
			}
			if ( $on ) {
				$this->attributes[$name] = '';
			}
		}
		foreach ( $args as $name => $value ) {
			$name = (string)$name;
			$value = trim( (string)$value );
			if ( array_key_exists( $name, self::SWITCHES ) ) {
				continue;
			}
			if ( !array_key_exists( $name, self::VALUES ) ) {
				$this->warn( 'arimaaviewer-warning-unknown-attribute', $name );
				continue;
			}
			// An empty value (a template's unset parameter) means "not given", except
			// for `link`, whose empty value is the element's default key, and
			// `overlays`, whose empty value shows the toggle group with none on.
			if ( $value === '' && $name !== 'link' && $name !== 'overlays' ) {
				continue;
			}
			if ( in_array( $name, self::CASELESS, true ) ) {
				$value = strtolower( $value );
			}
			[ $pattern, $expected ] = self::VALUES[$name];
			if ( !preg_match( $pattern, $value ) ) {
				if ( $name === 'mode' ) {
					$this->warn( 'arimaaviewer-warning-bad-mode', $value );
				} else {
					$this->warn( 'arimaaviewer-warning-bad-value', $name, $value, $expected );
				}
				continue;
			}
			if ( $name === 'overlays' ) {
				$value = $this->readOverlays( $value );
			}
			$this->accept( $name, $value );
		}
		if ( isset( $this->attributes['guess-side'] ) && ( $this->attributes['mode'] ?? '' ) !== 'guess' ) {
			$this->warn( 'arimaaviewer-warning-guess-side-alone', $this->attributes['guess-side'] );
		}
	}

	/**
	 * The known overlay names of a value (spaces or commas between them), written
	 * with spaces as the element reads them; each unknown name is left out, with a
	 * warning.
	 */
	private function readOverlays( string $value ): string {
		$known = [];
		foreach ( preg_split( '/[\s,]+/', $value, -1, PREG_SPLIT_NO_EMPTY ) as $word ) {
			if ( in_array( $word, self::OVERLAYS, true ) ) {
				$known[] = $word;
			} else {
				$this->warn( 'arimaaviewer-warning-bad-overlay', $word );
			}
		}
		return implode( ' ', array_unique( $known ) );
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

	private function readSwitch( string $name, string $value, bool $default ): bool {
		$word = strtolower( trim( $value ) );
		if ( in_array( $word, self::ON, true ) || $word === $name ) {
			return true;
		}
		if ( in_array( $word, self::OFF, true ) ) {
			return false;
		}
		$this->warn( 'arimaaviewer-warning-bad-value', $name, $value, 'yes or no' );
		return $default;
	}

	/** A warning; its parameters are the page's text, cut short (see ArimaaTag::warn). */
	private function warn( string $key, string ...$params ): void {
		$this->warnings[] = array_merge( [ $key ], array_map( [ self::class, 'short' ], $params ) );
	}

	/** Text from the page cut to a length that fits in a message. */
	public static function short( string $text, int $length = 80 ): string {
		return mb_strlen( $text ) > $length ? mb_substr( $text, 0, $length ) . '…' : $text;
	}
}
