/**
 * One vocabulary (decision 0044): application states (shzt), savetypes, business codes (djlx,
 * qllx) and the sub-form routes records are saved at mean what schemas/vocabulary (and the routing
 * tables) say, read through engine/vocabulary. Server and app code that compares them with a
 * literal, lists them in a constant or names a sub-form route keeps a second copy of a rule: these
 * no-restricted-syntax selectors refuse it. Tests may keep literals; '' (nothing there) is no value.
 */
const NAMES = '/^(shzt|savetype|djlx|qllx)$/';
const COLUMNS = '/(^|\\.)(shzt|savetype|djlx|qllx)$/';
/** A literal value at `path` (-1 included), not the empty string. */
const LITERALS = (path) => `[${path}.type='Literal'][${path}.value!=''], [${path}.type='UnaryExpression'][${path}.argument.type='Literal']`;
const LITERAL = (path) => `:matches(${LITERALS(path)})`;
/** An array written out of literals at `path` ([-1, 11, 21]). */
const LITERAL_ARRAY = (path) => `[${path}.type='ArrayExpression']:matches(${LITERALS(`${path}.elements.0`)})`;
const NAMED = (path) => `:matches([${path}.name=${NAMES}], [${path}.property.name=${NAMES}])`;
const message = 'Application states, savetypes, djlx/qllx and sub-form routes live in schemas/vocabulary: read them through engine/vocabulary (decision 0044).';

export const vocabularyLiterals = [
  // app.shzt === -1, savetype === '4', '100' !== row.djlx
  `BinaryExpression[operator=/^[=!]==?$/]${NAMED('left')}${LITERAL('right')}`,
  `BinaryExpression[operator=/^[=!]==?$/]${NAMED('right')}${LITERAL('left')}`,
  // { shzt: 0 }, { savetype: '4' }: a state or a savetype written down instead of read
  `Property[key.name=/^(shzt|savetype)$/]${LITERAL('value')}`,
  // .where('a.shzt', '=', -1), .where('shzt', 'in', [0, 10])
  `CallExpression[callee.property.name='where'][arguments.0.value=${COLUMNS}]:matches(${LITERALS('arguments.2')}, ${LITERAL_ARRAY('arguments.2')})`,
  // [-1, 11, 21].includes(app.shzt)
  `CallExpression[callee.property.name='includes']${LITERAL_ARRAY('callee.object')}${NAMED('arguments.0')}`,
  // const EDITABLE_SHZT = [-1, 11, 21]; const DRAFT_SHZT = -1; const SHZT = { draft: -1 }
  `VariableDeclarator[id.name=/shzt|savetype/i]:matches(${LITERALS('init')}, ${LITERAL_ARRAY('init')}, [init.type='ObjectExpression'])`,
  // '/info/person' and the other sub-form routes: the vocabulary's party route, the sub-form route table
  `Literal[value=/^\\/info\\/(person|houseinfo|dyxxinfo|qlxxinfo|ygqlxx|dyqinfo)\\b/i]`,
].map((selector) => ({ selector, message }));
