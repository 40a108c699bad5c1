<?php
/**
 * The element's attributes as the shortcode takes them, from their one declaration:
 * dist/arimaa-attributes.json (the project's www/src/attributes.json, README
 * "Attributes"), which also gives the block its attributes (block/block.json, written
 * from it) and the post filter the element's (includes/kses.php). Nothing here names
 * an attribute: a new one in the declaration, marked for WordPress, is checked and
 * passed on as it says.
 */

defined( 'ABSPATH' ) || exit;

/** The declaration, read once per request. */
function arimaa_viewer_schema() {
	static $schema = null;
	if ( null === $schema ) {
		$file   = defined( 'ARIMAA_VIEWER_SCHEMA' ) ? ARIMAA_VIEWER_SCHEMA : dirname( __DIR__ ) . '/dist/arimaa-attributes.json';
		$schema = is_readable( $file ) ? json_decode( (string) file_get_contents( $file ), true ) : null; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		if ( ! is_array( $schema ) ) {
			// The plugin folder lacks its dist/ (integrations/wordpress/build.mjs fills it).
			$schema = array( 'attributes' => array(), 'types' => array(), 'booleans' => array( 'on' => array(), 'off' => array(), 'oldOff' => array() ) );
		}
	}
	return $schema;
}

/** The attributes the shortcode takes: name => declaration, in the declaration's order. */
function arimaa_viewer_shortcode_attributes() {
	$accepted = array();
	foreach ( arimaa_viewer_schema()['attributes'] as $a ) {
		if ( in_array( 'wordpress', $a['in'], true ) ) {
			$accepted[ $a['name'] ] = $a;
		}
	}
	return $accepted;
}

/** The attributes the block writes onto the element (those with a block attribute). */
function arimaa_viewer_block_element_attributes() {
	$names = array();
	foreach ( arimaa_viewer_schema()['attributes'] as $a ) {
		if ( isset( $a['block'] ) ) {
			$names[] = $a['name'];
		}
	}
	return $names;
}

/** "gold or silver": an attribute's values as a warning says them. */
function arimaa_viewer_expected( $a ) {
	if ( isset( $a['values'] ) ) {
		$last = array_slice( $a['values'], -1 );
		return implode( ', ', array_slice( $a['values'], 0, -1 ) ) . ' or ' . $last[0];
	}
	$type = arimaa_viewer_schema()['types'][ $a['type'] ] ?? array();
	return $type['expected'] ?? $a['type'];
}

/**
 * One attribute's value, checked as its declaration says. $value: as written (null:
 * not given, '' for a name written alone). Gives array( $value, $warning ): the value
 * to pass on (true/false for a switch, a string, or null for none) and what to tell
 * the post's editors, or ''.
 */
function arimaa_viewer_read_value( $a, $value ) {
	$booleans = arimaa_viewer_schema()['booleans'];
	$name     = $a['name'];
	if ( 'boolean' === $a['type'] ) {
		$word = strtolower( trim( (string) $value ) );
		if ( in_array( $word, $booleans['off'], true ) ) {
			return array( false, '' );
		}
		if ( in_array( $word, $booleans['oldOff'], true ) ) {
			/* translators: 1: an attribute's name, 2: its value as written. */
			return array( false, sprintf( __( '%1$s="%2$s" reads as off: write %1$s="off".', 'arimaa-viewer' ), $name, $value ) );
		}
		if ( in_array( $word, $booleans['on'], true ) || $word === $name ) {
			return array( true, '' );
		}
		/* translators: 1: an attribute's name, 2: its value as written. */
		return array( true, sprintf( __( '%1$s="%2$s" reads as on: a switch is off only with "off" or "false".', 'arimaa-viewer' ), $name, $value ) );
	}
	$value = trim( (string) $value );
	if ( '' === $value && empty( $a['empty'] ) ) {
		return array( null, '' );
	}
	/* translators: 1: an attribute's name, 2: its value as written, 3: what it should be. */
	$bad = array( null, sprintf( __( '%1$s="%2$s" was ignored: the value should be %3$s.', 'arimaa-viewer' ), $name, $value, arimaa_viewer_expected( $a ) ) );
	if ( 'url' === $a['type'] ) {
		$url = esc_url_raw( $value, array( 'http', 'https' ) );
		return '' === $url ? $bad : array( $url, '' );
	}
	if ( 'enum' === $a['type'] ) {
		return in_array( strtolower( $value ), $a['values'], true ) ? array( strtolower( $value ), '' ) : $bad;
	}
	if ( 'list' === $a['type'] ) {
		$words   = preg_split( '/[\s,]+/', strtolower( $value ), -1, PREG_SPLIT_NO_EMPTY );
		$unknown = array_diff( $words, $a['values'] );
		$known   = implode( ' ', array_unique( array_intersect( $words, $a['values'] ) ) );
		/* translators: 1: an attribute's name, 2: the words left out, 3: the words it takes. */
		return array( $known, $unknown ? sprintf( __( '%1$s: %2$s left out (%3$s).', 'arimaa-viewer' ), $name, implode( ', ', $unknown ), arimaa_viewer_expected( $a ) ) : '' );
	}
	$type = arimaa_viewer_schema()['types'][ $a['type'] ] ?? array();
	if ( isset( $type['pattern'] ) && ! preg_match( '~' . $type['pattern'] . '~', $value ) ) {
		return $bad;
	}
	return array( $value, '' );
}
