import type {PrismTheme} from 'prism-react-renderer';

/**
 * A light code theme whose every token colour has at least 4.5:1 contrast on its background
 * (the stock light themes have several tokens below that, which axe-core reports).
 */
const prismTheme: PrismTheme = {
  plain: {color: '#24292f', backgroundColor: '#f6f8fa'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#57606a', fontStyle: 'italic'}},
    {types: ['namespace'], style: {opacity: 0.8}},
    {types: ['string', 'attr-value', 'char', 'regex'], style: {color: '#0a3069'}},
    {types: ['punctuation', 'operator'], style: {color: '#24292f'}},
    {types: ['number', 'boolean', 'constant', 'symbol', 'inserted', 'variable'], style: {color: '#953800'}},
    {types: ['atrule', 'keyword', 'attr-name', 'property'], style: {color: '#0550ae'}},
    {types: ['function', 'deleted'], style: {color: '#a40e26'}},
    {types: ['tag', 'selector', 'builtin'], style: {color: '#116329'}},
    {types: ['class-name', 'entity', 'url'], style: {color: '#6639ba'}},
    {types: ['important', 'bold'], style: {fontWeight: 'bold'}},
    {types: ['italic'], style: {fontStyle: 'italic'}},
  ],
};

export default prismTheme;
