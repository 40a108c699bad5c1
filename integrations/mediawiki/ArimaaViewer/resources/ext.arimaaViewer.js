/*!
 * The element's module, for pages whose head did not load it: those that show a parser
 * output without the OutputPageParserOutput hook (Special:ExpandTemplates) and previews
 * made through the API (live preview), which load the ParserOutput's modules only.
 * ResourceLoader runs classic scripts, so this one adds the ES module's <script>, once.
 */
( function () {
	var url = new URL( require( './module.json' ).url, location.href ).href;
	var scripts = document.querySelectorAll( 'script[type="module"]' );
	for ( var i = 0; i < scripts.length; i++ ) {
		if ( scripts[ i ].src === url ) {
			return;
		}
	}
	var script = document.createElement( 'script' );
	script.type = 'module';
	script.src = url;
	document.head.appendChild( script );
}() );
