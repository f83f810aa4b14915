import { describe, expect, it } from 'vitest';
import { commonJsWrappersAsFunctions } from './eager-compile.ts';

const RUNTIME = 'import { t as __commonJSMin, n as __toESM } from "./rolldown-runtime-abc.js";\n';

describe('commonJsWrappersAsFunctions', () => {
  it("rewrites each wrapper of rolldown's runtime as a function expression, leaving the rest as it was", () => {
    const code = `${RUNTIME}var require_a = /* @__PURE__ */ __commonJSMin(((exports) => {
  exports.ok = [1, 2].map((n) => n * 2);
}));
var require_b = __commonJSMin(((exports, module) => {
  module.exports = require_a();
}));
export { require_b as t };
`;
    expect(commonJsWrappersAsFunctions(code)).toBe(`${RUNTIME}var require_a = /* @__PURE__ */ __commonJSMin((function(exports) {
  exports.ok = [1, 2].map((n) => n * 2);
}));
var require_b = __commonJSMin((function(exports, module) {
  module.exports = require_a();
}));
export { require_b as t };
`);
  });

  it('keeps an arrow whose own body reads this or arguments, where a function would see its own', () => {
    const readsThis = `${RUNTIME}var require_a = __commonJSMin(((exports) => {\n  exports.self = (() => this)();\n}));\n`;
    const readsArguments = `${RUNTIME}var require_a = __commonJSMin(((exports) => {\n  exports.n = arguments.length;\n}));\n`;
    expect(commonJsWrappersAsFunctions(readsThis)).toBe(readsThis);
    expect(commonJsWrappersAsFunctions(readsArguments)).toBe(readsArguments);
    // `this` inside a function of its own is that function's, so the wrapper can change.
    const nested = `${RUNTIME}var require_a = __commonJSMin(((exports) => {\n  exports.f = function () { return this; };\n}));\n`;
    expect(commonJsWrappersAsFunctions(nested)).toContain('__commonJSMin((function(exports) {');
  });

  it('finds the wrapper after text outside ASCII (positions count UTF-16 units, as JavaScript strings do)', () => {
    const code = `${RUNTIME}var label = "Café — 😀";\nvar require_a = __commonJSMin(((exports) => {\n  exports.label = label;\n}));\n`;
    expect(commonJsWrappersAsFunctions(code)).toBe(code.replace('((exports) => {', '(function(exports) {'));
  });

  it("leaves calls to anything but rolldown's runtime alone", () => {
    const code =
      'import { wrap } from "./lib.js";\nvar a = wrap(((x) => {\n  return x;\n}));\nvar b = [1].map((x) => {\n  return x;\n});\n';
    expect(commonJsWrappersAsFunctions(code)).toBe(code);
  });
});
