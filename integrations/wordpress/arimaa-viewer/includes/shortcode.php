<?php
/**
 * [arimaa src="…" path="12s" orientation="silver" …]record[/arimaa] for the classic
 * editor and widgets. The same settings as the block; every value is checked against
 * what the element accepts, then escaped, so nothing typed becomes markup.
 *
 * Without scripts the reader sees the record as text (a <pre>, which texturize,
 * smilies and wpautop leave alone), or a link to the file; with scripts, the board.
 * A puzzle's or a guess's record (or one behind `spoilers`) is never text: it rides in
 * base64, and a feed holds a link to the post instead of the board.
 * The shortcode runs before wpautop and texturize (priority 8), as code-listing
 * plugins do, so the record between the tags reaches it as it was typed.
 */

defined( 'ABSPATH' ) || exit;

/** The shortcode's attributes, defaults first: what the block's sidebar sets. */
function arimaa_viewer_shortcode_defaults() {
	return array(
		'src'         => '',
		'path'        => '',
		'game'        => '',
		'orientation' => 'gold',
		'controls'    => 'yes',
		'move-list'   => 'yes',
		'comments'    => 'yes',
		'coordinates' => 'yes',
		'spoilers'    => 'no',
		'theme'       => '',
		'mode'        => '',
		'guess-side'  => '',
		'overlays'    => null,
	);
}

/** The overlays the element draws, and `all`. */
const ARIMAA_VIEWER_OVERLAYS = array( 'frozen', 'captures', 'goals', 'traps', 'all' );

/** "yes"/"no" (also true/false, 1/0, on/off) as a boolean; anything else is $default. */
function arimaa_viewer_flag( $value, $default ) {
	$value = strtolower( trim( (string) $value ) );
	if ( in_array( $value, array( 'yes', 'true', '1', 'on' ), true ) ) {
		return true;
	}
	if ( in_array( $value, array( 'no', 'false', '0', 'off' ), true ) ) {
		return false;
	}
	return $default;
}

/**
 * The element's attributes for shortcode attributes $atts: name => value (true for a
 * boolean attribute). Values that the element would not accept are left out.
 */
function arimaa_viewer_element_attributes( $atts ) {
	// `[arimaa overlays]`: a name without a value comes as a positional attribute.
	if ( in_array( 'overlays', $atts, true ) && ! isset( $atts['overlays'] ) ) {
		$atts['overlays'] = '';
	}
	$atts = shortcode_atts( arimaa_viewer_shortcode_defaults(), $atts, 'arimaa' );
	$out  = array();
	$src  = esc_url_raw( trim( $atts['src'] ), array( 'http', 'https' ) );
	if ( '' !== $src ) {
		$out['src'] = $src;
	}
	// Node paths (README "Node paths"): a game, a line of turns, alternatives, a step.
	if ( preg_match( '~^(?:(?:\d+|id=[^/\s"<>]+)/)?[0-9A-Za-z.:]{0,200}$~', $atts['path'] ) && '' !== $atts['path'] ) {
		$out['path'] = $atts['path'];
	}
	if ( preg_match( '~^(?:\d{1,5}|id=[^/\s"<>]{1,100})$~', $atts['game'] ) ) {
		$out['game'] = $atts['game'];
	}
	if ( 'silver' === $atts['orientation'] ) {
		$out['orientation'] = 'silver';
	}
	foreach ( array( 'controls', 'move-list', 'comments', 'coordinates', 'spoilers' ) as $flag ) {
		$default = 'spoilers' !== $flag;
		if ( arimaa_viewer_flag( $atts[ $flag ], $default ) ) {
			$out[ $flag ] = true;
		}
	}
	if ( in_array( $atts['theme'], array( 'dark', 'light' ), true ) ) {
		$out['theme'] = $atts['theme'];
	}
	$mode = strtolower( trim( (string) $atts['mode'] ) );
	if ( in_array( $mode, array( 'guess', 'puzzle' ), true ) ) {
		$out['mode'] = $mode;
		$side = strtolower( trim( (string) $atts['guess-side'] ) );
		if ( 'guess' === $mode && in_array( $side, array( 'gold', 'silver' ), true ) ) {
			$out['guess-side'] = $side;
		}
	}
	if ( null !== $atts['overlays'] ) {
		$words = preg_split( '/[\s,]+/', strtolower( (string) $atts['overlays'] ), -1, PREG_SPLIT_NO_EMPTY );
		$out['overlays'] = implode( ' ', array_unique( array_intersect( $words, ARIMAA_VIEWER_OVERLAYS ) ) );
	}
	return $out;
}

/** The shortcode's HTML. */
function arimaa_viewer_shortcode( $atts, $content = '' ) {
	$attributes = arimaa_viewer_element_attributes( is_array( $atts ) ? $atts : array() );
	// Shortcode content may come with the editor's <br>/<p> (widgets, old posts) and
	// entities; the record is plain text.
	$record = trim( html_entity_decode( wp_strip_all_tags( preg_replace( '~<br\s*/?>~i', "\n", (string) $content ) ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
	if ( '' === $record && ! isset( $attributes['src'] ) ) {
		return '';
	}
	$tag = '<arimaa-viewer';
	foreach ( $attributes as $name => $value ) {
		$tag .= true === $value ? ' ' . $name : ' ' . $name . '="' . esc_attr( $value ) . '"';
	}
	$tag .= '>';
	if ( is_feed() ) {
		// No static view here (it is made in the block editor): a link to the post, and
		// never the record as text (includes/record.php).
		return '<figure class="arimaa arimaa-shortcode">' . arimaa_viewer_feed_link( $tag ) . '</figure>';
	}
	arimaa_viewer_enqueue();
	$html = '<figure class="arimaa arimaa-shortcode">' . $tag;
	// The record in a <template> for the element, and for readers without scripts a
	// static view in the viewer's frame (includes/record.php), the board's place held.
	if ( '' !== $record && ( isset( $attributes['mode'] ) || isset( $attributes['spoilers'] ) ) ) {
		// The moves ahead are hidden: the record rides in base64 (decoded by the
		// element), and readers without scripts are told why there is no game.
		$html .= arimaa_viewer_encoded_record( $record );
		/* translators: shown without JavaScript instead of a puzzle or a game to guess. */
		$inner = '<p class="arimaa-record-hidden">' . esc_html__( 'The moves are hidden: this is a puzzle or a game to guess, played with JavaScript.', 'arimaa-viewer' ) . '</p>';
	} elseif ( '' !== $record ) {
		$html .= '<template class="arimaa-record">' . esc_html( $record ) . '</template>';
		$inner = '<pre class="arimaa-record-text">' . esc_html( $record ) . '</pre>';
	} else {
		/* translators: shown without JavaScript instead of the board. */
		$inner = '<p><a href="' . esc_url( $attributes['src'] ) . '">' . esc_html__( 'The game record', 'arimaa-viewer' ) . '</a></p>';
	}
	return $html . arimaa_viewer_fallback( $inner ) . '</arimaa-viewer></figure>';
}

/**
 * Runs only [arimaa] on the content before wpautop and wptexturize (priority 10), so
 * its record is the text the author typed; the other shortcodes run later as usual.
 * Its HTML is held until those filters are done (includes/hold.php).
 */
function arimaa_viewer_early_shortcode( $content ) {
	if ( false === strpos( $content, '[arimaa' ) ) {
		return $content;
	}
	global $shortcode_tags;
	$saved          = $shortcode_tags;
	$shortcode_tags = array( 'arimaa' => 'arimaa_viewer_held_shortcode' ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride
	$content        = do_shortcode( $content );
	$shortcode_tags = $saved; // phpcs:ignore WordPress.WP.GlobalVariablesOverride
	return $content;
}

/** The shortcode's HTML, held back while the content filters run. */
function arimaa_viewer_held_shortcode( $atts, $content = '' ) {
	return arimaa_viewer_hold( arimaa_viewer_shortcode( $atts, $content ) );
}

function arimaa_viewer_register_shortcode() {
	add_shortcode( 'arimaa', 'arimaa_viewer_shortcode' );
	foreach ( ARIMAA_VIEWER_HOLD_HOOKS as $hook ) {
		add_filter( $hook, 'arimaa_viewer_early_shortcode', 8 );
	}
}
add_action( 'init', 'arimaa_viewer_register_shortcode' );
