// A content record's form, drawn from its schema (the JSON Schema zod writes for it, with the labels, hints and
// widgets the schema's meta gives): sections as fieldsets, text as inputs (long text as text areas), lists with
// Add, Move up, Move down and Remove, icons as a choice of the site's icons. The form state is react-hook-form's;
// its errors come from the same zod schema the server applies, each tied to its field.
import { useRef, useState } from 'react';
import { useFieldArray, useFormContext, get, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import { ArrowDown, ArrowUp, ChevronDown, Plus, Trash2 } from 'lucide-react';
import type { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import * as siteIcons from '#app/components/ui/icons/lucide';
import { Picture } from '#app/components/ui/picture';
import type { BuiltInImage } from '#shared/api';
import { isUploadPath } from '#shared/portfolio-item';
import { SITE_IMAGES_KEY } from '../api';
import { Field } from '../field';
import { fieldInput, iconButton } from '../styles';

/** The part of JSON Schema (and of the schema's meta) the form reads. */
export interface SchemaNode {
  type?: string;
  title?: string;
  description?: string;
  properties?: Record<string, SchemaNode>;
  /** The properties an object must have; the others may be left empty. */
  required?: string[];
  items?: SchemaNode;
  /** A choice of fixed values, and (meta) how the form names each. */
  enum?: string[];
  labels?: Record<string, string>;
  minItems?: number;
  maxItems?: number;
  maxLength?: number;
  /** Meta: how a text is chosen (an image's name, an icon). */
  widget?: 'image' | 'icon';
  /** Meta: what one entry of a list is called. */
  item?: string;
}

const ICONS = Object.keys(siteIcons).sort();
const isPrimitiveList = (node: SchemaNode) => node.type === 'array' && node.items?.type !== 'object';

// react-hook-form keeps lists of objects: a list of texts is held as [{ value }] while the form is open.
export function toForm(node: SchemaNode, value: unknown): unknown {
  if (node.type === 'array' && Array.isArray(value)) {
    return (value as unknown[]).map((v) => (isPrimitiveList(node) ? { value: v } : toForm(node.items!, v)));
  }
  if (node.type === 'object' && value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, node.properties?.[k] ? toForm(node.properties[k], v) : v]));
  }
  return value;
}

/** Whether a form value holds nothing: an empty text, an unticked box, an empty list, or a part of such values. */
function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.values(value).every(isEmpty);
  return false;
}

/** The record the form holds: lists of texts as texts again, and an optional part left empty left out. */
export function fromForm(node: SchemaNode, value: unknown): unknown {
  if (node.type === 'array' && Array.isArray(value)) {
    return value.map((v: unknown) => (isPrimitiveList(node) ? (v as { value?: unknown } | null)?.value : fromForm(node.items!, v)));
  }
  if (node.type === 'object' && value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).flatMap(([k, v]) => {
        const child = node.properties?.[k];
        if (!child) return [[k, v]];
        const optional = !node.required?.includes(k);
        return optional && isEmpty(v) ? [] : [[k, fromForm(child, v)]];
      }),
    );
  }
  return value;
}

/** Where an issue of the record's schema sits in the form: a text of a list at `….value`, a whole list's own
 * message (too few entries) at `….root`, as react-hook-form keeps them. */
export function formPath(node: SchemaNode, path: readonly PropertyKey[]): string {
  const out: string[] = [];
  let at: SchemaNode | undefined = node;
  for (const key of path) {
    out.push(String(key));
    if (at?.type === 'array') {
      if (isPrimitiveList(at)) out.push('value');
      at = at.items;
    } else at = at?.properties?.[String(key)];
  }
  if (at?.type === 'array') out.push('root');
  return out.join('.');
}

function setAt(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.');
  let at = target;
  for (const key of keys.slice(0, -1)) at = (at[key] ??= {}) as Record<string, unknown>;
  at[keys.at(-1)!] ??= value;
}

/** Checks the form with the record's schema: its values as the record, or each field's first message. */
export function schemaResolver(schema: z.ZodType, node: SchemaNode): Resolver<FieldValues> {
  return (values) => {
    const parsed = schema.safeParse(fromForm(node, values));
    if (parsed.success) return { values: parsed.data as FieldValues, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of parsed.error.issues) {
      const path = formPath(node, issue.path);
      if (path) setAt(errors, path, { type: issue.code, message: issue.message });
    }
    return { values: {}, errors: errors as never };
  };
}

/** The messages the server sent, by the record's field paths (`whoWeAre.heading`), as the form's errors. */
export function serverErrors(node: SchemaNode, fields: Partial<Record<string, string>>) {
  return Object.entries(fields).flatMap(([path, message]) => (message ? [{ path: formPath(node, path.split('.')), message }] : []));
}

/** An empty entry for a list: empty texts, and the shortest lists its schema allows. */
function blank(node: SchemaNode): unknown {
  if (node.type === 'object') return Object.fromEntries(Object.entries(node.properties ?? {}).map(([k, v]) => [k, blank(v)]));
  if (node.type === 'array') return [];
  if (node.type === 'boolean') return false;
  return node.enum?.[0] ?? '';
}

/** The message react-hook-form holds for a field, if any. */
function messageAt(errors: FieldErrors, path: string): string | undefined {
  const error: unknown = get(errors, path);
  return error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' ? error.message : undefined;
}

/** How the form names a part: its title, marked when it may be left empty. */
const titleOf = (node: SchemaNode, key: string, optional: boolean) => `${node.title ?? key}${optional ? ' (optional)' : ''}`;

export function SchemaFields({ node, path = '' }: { node: SchemaNode; path?: string }) {
  return (
    <>
      {Object.entries(node.properties ?? {}).map(([key, child]) => (
        <SchemaField
          key={key}
          node={child}
          path={path ? `${path}.${key}` : key}
          label={titleOf(child, key, !node.required?.includes(key))}
        />
      ))}
    </>
  );
}

/** The record's top-level parts, each folded under its title (a page's copy is long); a part with an error opens. */
export function SchemaSections({ node }: { node: SchemaNode }) {
  const { formState } = useFormContext();
  const [open, setOpen] = useState<Record<string, boolean>>({});
  return (
    <div className="divide-y divide-line rounded-[var(--radius-card)] border border-line">
      {Object.entries(node.properties ?? {}).map(([key, child]) => {
        const failing = get(formState.errors, key) !== undefined;
        const title = titleOf(child, key, !node.required?.includes(key));
        return (
          <details
            key={key}
            open={failing || open[key] === true}
            onToggle={(e) => {
              const isOpen = e.currentTarget.open;
              setOpen((o) => (o[key] === isOpen ? o : { ...o, [key]: isOpen }));
            }}
            className="group"
          >
            <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-3 px-3 py-3 font-semibold text-ink-900 sm:px-5">
              <span>
                {title}
                {failing && <span className="ml-2 text-sm font-medium text-red-800">Needs a fix</span>}
              </span>
              <ChevronDown
                size={18}
                aria-hidden="true"
                className="shrink-0 transition group-open:rotate-180 motion-reduce:transition-none"
              />
            </summary>
            <div role="group" aria-label={child.title ?? key} className="space-y-4 px-3 pb-5 sm:px-5">
              {child.type === 'object' ? (
                <SchemaFields node={child} path={key} />
              ) : child.type === 'array' ? (
                <ListField node={child} path={key} titled={false} />
              ) : (
                <SchemaField node={child} path={key} label={title} />
              )}
            </div>
          </details>
        );
      })}
    </div>
  );
}

function SchemaField({ node, path, label }: { node: SchemaNode; path: string; label?: string }) {
  if (node.type === 'object') {
    return (
      <fieldset className="space-y-4 rounded-[var(--radius-card)] border border-line p-3 sm:p-5">
        <legend className="px-1 text-sm font-semibold text-ink-900">{label ?? node.title}</legend>
        <SchemaFields node={node} path={path} />
      </fieldset>
    );
  }
  if (node.type === 'array') return <ListField node={node} path={path} label={label} />;
  if (node.type === 'boolean') return <CheckboxField node={node} path={path} label={label} />;
  return <TextField node={node} path={path} label={label} />;
}

/** A yes-or-no field: a box ticked beside its label. */
function CheckboxField({ node, path, label }: { node: SchemaNode; path: string; label?: string }) {
  const { register } = useFormContext();
  const id = `check-${path}`;
  return (
    <div className="flex items-start gap-3" data-field={path}>
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 h-5 w-5 shrink-0 accent-ink"
        aria-describedby={node.description ? `${id}-hint` : undefined}
        {...register(path)}
      />
      <div>
        <label htmlFor={id} className="font-semibold text-ink-900">
          {label ?? node.title ?? path}
        </label>
        {node.description && (
          <p id={`${id}-hint`} className="text-sm text-ink-600">
            {node.description}
          </p>
        )}
      </div>
    </div>
  );
}

function TextField({ node, path, label, className }: { node: SchemaNode; path: string; label?: string; className?: string }) {
  const { register, formState } = useFormContext();
  const error = messageAt(formState.errors, path);
  const title = label ?? node.title ?? path;
  return (
    <Field name={path} label={title} hint={node.description} error={error} className={className}>
      {(control) => {
        const props = { ...control, required: undefined, ...register(path) };
        if (node.widget === 'image') return <ImageInput props={props} path={path} />;
        if (node.enum) {
          return (
            <select {...props} className={fieldInput}>
              {node.enum.map((value) => (
                <option key={value} value={value}>
                  {node.labels?.[value] ?? value}
                </option>
              ))}
            </select>
          );
        }
        if (node.widget === 'icon') {
          return (
            <select {...props} className={fieldInput}>
              <option value="">Choose an icon</option>
              {ICONS.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          );
        }
        if ((node.maxLength ?? 0) > 200) return <textarea {...props} className={`${fieldInput} min-h-28`} maxLength={node.maxLength} />;
        return <input {...props} className={fieldInput} maxLength={node.maxLength} />;
      }}
    </Field>
  );
}

/** `titled`: false under a section that already shows the list's title. */
/** An image field: the name typed or picked from the built-in photographs (the media library's list), with the
 * picture it names beside it. */
function ImageInput({ props, path }: { props: object; path: string }) {
  const { watch } = useFormContext();
  const { data } = useQuery<{ images: BuiltInImage[] }>({ queryKey: SITE_IMAGES_KEY });
  const name = String(watch(path) ?? '');
  const list = `${path}-images`;
  return (
    <div className="flex items-start gap-3">
      <input {...props} className={`${fieldInput} min-w-0 flex-1`} list={list} autoComplete="off" spellCheck={false} />
      <datalist id={list}>
        {data?.images.map((image) => (
          <option key={image.name} value={image.name} />
        ))}
      </datalist>
      <span className="block h-11 w-16 shrink-0 overflow-hidden rounded-[var(--radius-card)] bg-paper-2" aria-hidden="true">
        {data?.images.some((image) => image.name === name) ? (
          <Picture name={name} alt="" sizes="64px" className="block h-full w-full" imgClassName="h-full w-full object-cover" />
        ) : isUploadPath(name) ? (
          <img src={name} alt="" className="h-full w-full object-cover" />
        ) : null}
      </span>
    </div>
  );
}

function ListField({ node, path, label, titled = true }: { node: SchemaNode; path: string; label?: string; titled?: boolean }) {
  const { control, formState } = useFormContext();
  const { fields, append, remove, move } = useFieldArray({ control, name: path });
  const add = useRef<HTMLButtonElement>(null);
  const item = node.item ?? 'Entry';
  const items = node.items!;
  const min = node.minItems ?? 0;
  const max = node.maxItems ?? Infinity;
  const error = messageAt(formState.errors, `${path}.root`);

  return (
    <fieldset
      className={titled ? 'rounded-[var(--radius-card)] border border-line p-3 sm:p-5' : ''}
      aria-label={titled ? undefined : node.title}
      aria-describedby={error ? `${path}-error` : undefined}
    >
      {titled && <legend className="px-1 text-sm font-semibold text-ink-900">{label ?? node.title}</legend>}
      <ol className="space-y-3">
        {fields.map((field, i) => {
          const name = `${item} ${i + 1}`;
          const buttons = (
            <div className="flex shrink-0 items-center gap-1">
              <button type="button" className={iconButton} aria-label={`Move ${name} up`} disabled={i === 0} onClick={() => move(i, i - 1)}>
                <ArrowUp size={16} aria-hidden="true" />
              </button>
              <button
                type="button"
                className={iconButton}
                aria-label={`Move ${name} down`}
                disabled={i === fields.length - 1}
                onClick={() => move(i, i + 1)}
              >
                <ArrowDown size={16} aria-hidden="true" />
              </button>
              <button
                type="button"
                className={`${iconButton} text-red-800`}
                aria-label={`Remove ${name}`}
                disabled={fields.length <= min}
                onClick={() => {
                  remove(i);
                  add.current?.focus();
                }}
              >
                <Trash2 size={16} aria-hidden="true" />
              </button>
            </div>
          );
          return items.type === 'object' ? (
            <li key={field.id} className="rounded-[var(--radius-card)] bg-paper-2/60 p-2.5 sm:p-4">
              <div className="mb-2 flex items-center justify-between gap-2">
                <p className="text-sm font-semibold text-ink-800">{name}</p>
                {buttons}
              </div>
              <div className="space-y-4">
                <SchemaFields node={items} path={`${path}.${i}`} />
              </div>
            </li>
          ) : (
            <li key={field.id} className="flex flex-col gap-1 sm:flex-row sm:items-start sm:gap-2">
              <TextField node={items} path={`${path}.${i}.value`} label={name} className="min-w-0 flex-1" />
              <div className="self-end sm:self-auto sm:pt-7">{buttons}</div>
            </li>
          );
        })}
      </ol>
      {error && (
        <p id={`${path}-error`} className="mt-2 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      <button
        ref={add}
        type="button"
        className="btn-ghost-dark mt-3"
        disabled={fields.length >= max}
        onClick={() => append(items.type === 'object' ? blank(items) : { value: '' }, { shouldFocus: true })}
      >
        <Plus size={16} aria-hidden="true" />
        Add {item.toLowerCase()}
      </button>
    </fieldset>
  );
}
