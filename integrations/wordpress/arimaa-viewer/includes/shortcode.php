<?php
/**
 * [arimaa src="…" path="12s" orientation="silver" …]record[/arimaa] for the classic
 * editor and widgets: the element's attributes, spelled as it spells them, that the
 * attributes' declaration marks for WordPress (includes/attributes.php). Every value is
 * checked against what the element accepts, then escaped, so nothing typed becomes
 * markup; what was wrong is shown to the post's editors.
 *
 * Without scripts the reader sees the record as text (a <pre>, which texturize,
 * smilies and wpautop leave alone), or a link to the file; with scripts, the board.
 * A puzzle's or a guess's record (or one behind `spoilers`) is never text: it rides in
 * base64, and a feed holds a link to the post instead of the board.
 * The shortcode runs before wpautop and texturize (priority 8), as code-listing
 * plugins do, so the record between the tags reaches it as it was typed.
 */

defined( 'ABSPATH' ) || exit;

/**
 * The element's attributes for shortcode attributes $atts: name => value (true for a
 * switch that is on), each checked as the attributes' declaration says
 * (includes/attributes.php); values the element would not accept are left out. What
 * the post's editors should be told is added to $warnings.
 */
function arimaa_viewer_element_attributes( $atts, &$warnings = array() ) {
	$accepted = arimaa_viewer_shortcode_attributes();
	$given    = array();
	foreach ( $atts as $key => $value ) {
		// `[arimaa overlays]`, `[arimaa controls]`: a name without a value comes as a
		// positional attribute.
		if ( is_int( $key ) ) {
			list( $key, $value ) = array( strtolower( (string) $value ), '' );
		}
		if ( isset( $accepted[ $key ] ) ) {
			$given[ $key ] = $value;
		} else {
			/* translators: 1: the attribute's name as written, 2: the names the shortcode takes. */
			$warnings[] = sprintf( __( 'The attribute "%1$s" is not known and was ignored (known: %2$s).', 'arimaa-viewer' ), $key, implode( ', ', array_keys( $accepted ) ) );
		}
	}
	// The filter shortcode_atts_arimaa sees the attributes given, checked below.
	$given = shortcode_atts( array_fill_keys( array_keys( $accepted ), null ), $given, 'arimaa' );
	$read  = array();
	foreach ( $accepted as $name => $a ) {
		$read[ $name ] = $a['pageDefault'] ?? $a['default'];
		if ( null !== $given[ $name ] ) {
			list( $value, $warning ) = arimaa_viewer_read_value( $a, $given[ $name ] );
			if ( '' !== $warning ) {
				$warnings[] = $warning;
			}
			if ( null !== $value ) {
				$read[ $name ] = $value;
			}
		}
	}
	$out = array();
	foreach ( $accepted as $name => $a ) {
		$value = $read[ $name ];
		// An attribute that needs another's value (guess-side: mode="guess") is left out without it.
		foreach ( $a['requires'] ?? array() as $other => $needed ) {
			if ( null !== $value && $read[ $other ] !== $needed ) {
				/* translators: 1: an attribute's name, 2: its value, 3: what it needs, as name="value". */
				$warnings[] = sprintf( __( '%1$s="%2$s" does nothing without %3$s.', 'arimaa-viewer' ), $name, $value, $other . '="' . $needed . '"' );
				$value      = null;
			}
		}
		if ( null === $value || $value === $a['default'] ) {
			continue;
		}
		$out[ $name ] = false === $value ? 'off' : $value;
	}
	return $out;
}

/** The shortcode's HTML. */
function arimaa_viewer_shortcode( $atts, $content = '' ) {
	$warnings   = array();
	$attributes = arimaa_viewer_element_attributes( is_array( $atts ) ? $atts : array(), $warnings );
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
	return $html . arimaa_viewer_fallback( $inner ) . '</arimaa-viewer>' . arimaa_viewer_warnings( $warnings ) . '</figure>';
}

/**
 * What was wrong with the shortcode's attributes, for those who can edit the post (as
 * a wiki's preview tells its editors): readers are not shown the author's typos.
 */
function arimaa_viewer_warnings( $warnings ) {
	if ( ! $warnings || ! current_user_can( 'edit_post', get_the_ID() ) ) {
		return '';
	}
	$html = '';
	foreach ( $warnings as $warning ) {
		/* translators: %1$s: what is wrong with an attribute of the [arimaa] shortcode. */
		$html .= '<p class="arimaa-problem">' . esc_html( sprintf( __( '[arimaa]: %1$s', 'arimaa-viewer' ), $warning ) ) . '</p>';
	}
	return $html;
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
