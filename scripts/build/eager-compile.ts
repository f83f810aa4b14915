// What makes V8 compile a chunk's code as the script streams in, on a background thread, instead of on the main
// thread when the page first calls it (docs/performance.md, "React DOM compiled as it streams in").
//
// - Rolldown wraps each CommonJS module in an arrow function that runs on the first `require`:
//   `var require_x = __commonJSMin(((exports, module) => {…}))`. V8 compiles a function with its script only when it
//   looks about to run, and the sign it reads is `(function`; an arrow in parentheses is pre-parsed and then parsed
//   again on the main thread when it is called. `commonJsWrappersAsFunctions` writes each wrapper as
//   `(function(exports, module) {…})`, which is the same call: rolldown's runtime calls it without a receiver, and it
//   is kept an arrow when its own body reads `this` or `arguments`.
// - `//# allFunctionsCalledOnLoad` (V8's explicit compile hint) asks for every function of the file to be compiled
//   with the script, so the page's first calls find them compiled.
import { parseAst } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && 'type' in value;

/** Whether `node` reads `this` or `arguments` as its own function would see them (not inside a nested function). */
function readsOwnThisOrArguments(node: Node): boolean {
  if (node.type === 'ThisExpression' || (node.type === 'Identifier' && node.name === 'arguments')) return true;
  if (node.type === 'FunctionExpression' || node.type === 'FunctionDeclaration') return false;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type' || key === 'start' || key === 'end') continue;
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child) && readsOwnThisOrArguments(child)) return true;
  }
  return false;
}

/**
 * Rewrites `var x = helper((params) => {…})` at the chunk's top level as `var x = helper(function(params) {…})`, where
 * `helper` is imported from rolldown's runtime chunk. Only the wrapper's header (`(params) =>`) changes, and rolldown
 * prints nothing after it on that line, so a source map made of the result still holds for the rest of the line.
 */
export function commonJsWrappersAsFunctions(code: string): string {
  const program = parseAst(code) as unknown as { body: Node[] };
  const helpers = new Set<string>();
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration' || !/rolldown-runtime/.test(String((statement.source as Node & { value: string }).value)))
      continue;
    for (const specifier of statement.specifiers as (Node & { local: { name: string } })[]) helpers.add(specifier.local.name);
  }
  const edits: { start: number; end: number; text: string }[] = [];
  for (const statement of program.body) {
    if (statement.type !== 'VariableDeclaration') continue;
    for (const declarator of statement.declarations as (Node & { init: Node | null })[]) {
      const call = declarator.init;
      if (call?.type !== 'CallExpression') continue;
      const callee = call.callee as Node & { name?: string };
      const args = call.arguments as Node[];
      const wrapper = args[0] as (Node & { params: Node[]; body: Node; async: boolean }) | undefined;
      if (callee.type !== 'Identifier' || !helpers.has(callee.name!) || args.length !== 1 || wrapper?.type !== 'ArrowFunctionExpression')
        continue;
      if (wrapper.async || wrapper.body.type !== 'BlockStatement' || readsOwnThisOrArguments(wrapper.body)) continue;
      const params = wrapper.params.map((param) => code.slice(param.start, param.end)).join(', ');
      edits.push({ start: wrapper.start, end: wrapper.body.start, text: `function(${params}) ` });
    }
  }
  let result = code;
  for (const edit of edits.reverse()) result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return result;
}
