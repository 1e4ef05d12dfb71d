// @ts-check
/**
 * portico/ui-attribute-literals: words a person reads or hears, written straight into a JSX
 * attribute. react/jsx-no-literals sees only the text between tags (its noAttributeStrings
 * option would flag every attribute, className and href included), so this rule covers the
 * attributes that are shown or spoken: accessible names and descriptions, tooltips,
 * placeholders, alternative text, labels (`label`, and props named like `submitLabel`), and the
 * `value` of an <input> that is a button. A string with no letter (punctuation, "·") passes;
 * anything else must come from the catalogs (docs/design.md, "Interface text").
 *
 * Adding an attribute: put its name in TEXT_ATTRIBUTES (or widen LABEL_PROP), and add an
 * invalid case to scripts/lint/ui-attribute-literals.test.ts.
 */

/** Attributes whose value is read or heard by the person using the page. */
export const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-placeholder',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
]);

/** Component props that render as text: submitLabel, pendingLabel, emptyLabel… */
const LABEL_PROP = /^[a-z][A-Za-z]*Label$/;

/** <input type=…> whose value is its visible text. */
const BUTTON_INPUT_TYPES = new Set(['submit', 'button', 'reset']);

const LETTER = /\p{L}/u;

/** @param {import('estree-jsx').JSXAttribute} attribute */
function attributeName(attribute) {
  return attribute.name.type === 'JSXNamespacedName' ? `${attribute.name.namespace.name}:${attribute.name.name.name}` : attribute.name.name;
}

/**
 * The string literals an attribute's value may evaluate to: a plain string, a template's text,
 * either side of `a ? 'x' : 'y'` or `a || 'x'`.
 * @param {any} node
 * @returns {any[]}
 */
function literalsOf(node) {
  if (!node) return [];
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' ? [node] : [];
    case 'TemplateLiteral':
      return node.quasis.filter((/** @type {any} */ quasi) => LETTER.test(quasi.value.cooked ?? quasi.value.raw));
    case 'JSXExpressionContainer':
      return literalsOf(node.expression);
    case 'ConditionalExpression':
      return [...literalsOf(node.consequent), ...literalsOf(node.alternate)];
    case 'LogicalExpression':
      return [...literalsOf(node.left), ...literalsOf(node.right)];
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
      return literalsOf(node.expression);
    default:
      return [];
  }
}

/** @param {any} element the JSXOpeningElement */
function isButtonInput(element) {
  if (element.name.type !== 'JSXIdentifier' || element.name.name !== 'input') return false;
  const type = element.attributes.find(
    (/** @type {any} */ attribute) => attribute.type === 'JSXAttribute' && attribute.name.name === 'type',
  );
  return Boolean(type && type.value?.type === 'Literal' && BUTTON_INPUT_TYPES.has(String(type.value.value)));
}

/** @type {import('eslint').Rule.RuleModule} */
export const uiAttributeLiterals = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Words in attributes a person reads or hears (aria-label, title, placeholder, alt, labels) come from the catalogs',
    },
    schema: [],
    messages: {
      literal: 'The {{attribute}} attribute shows or speaks "{{text}}": take it from the catalog (messages/*.json) instead.',
    },
  },
  create(context) {
    return {
      /** @param {any} attribute */
      JSXAttribute(attribute) {
        const name = attributeName(attribute);
        const shown = TEXT_ATTRIBUTES.has(name) || LABEL_PROP.test(name) || (name === 'value' && isButtonInput(attribute.parent));
        if (!shown) return;
        for (const literal of literalsOf(attribute.value)) {
          const text = literal.type === 'TemplateElement' ? (literal.value.cooked ?? literal.value.raw) : literal.value;
          if (!LETTER.test(text)) continue;
          context.report({ node: literal, messageId: 'literal', data: { attribute: name, text: text.trim() } });
        }
      },
    };
  },
};

/** The local plugin eslint.config.mjs registers as `portico`. */
const plugin = { meta: { name: 'portico' }, rules: { 'ui-attribute-literals': uiAttributeLiterals } };
export default plugin;
