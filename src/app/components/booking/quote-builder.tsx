// The quote builder on /contact: services and packages, add-ons, the property, where and when, and a note, with
// a live summary and two links that open the visitor's own WhatsApp or mail app with the message written. This
// module is its own chunk, loaded by the contact route only (quote-section.tsx).
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { cities } from '#shared/catalog';
import { addOns, bookingCopy, MAX_ADDRESS, MAX_NOTE, propertySizes, propertyTypes } from '#content/booking';
import { bookingServices, type BookingService } from './options';
import { loadAllServicePages } from '#content/services/load';
import { defaultContact, type ContactChannels } from '#content/site';
import { useAppEnv } from '#app/lib/app-env';
import { useHydrated } from '#app/lib/use-hydrated';
import { Icon } from '../ui/icon';
import { cleanText, dateProblem, earliestDate, emptyQuote, formatDate, summarize, type Quote, type Summary } from './quote';
import { messageLinks } from './links';
import { getUrlSnapshot, quoteFromUrl, subscribeUrl, writeQuote } from './url-state';
import { getNote, subscribeNote, writeNote } from './note-state';

/** The builder's options, read from the service pages' content (the contact route's loader calls this). */
export const loadBookingServices = () => loadAllServicePages().then(bookingServices);

const copy = bookingCopy;
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const noSubscription = () => () => {};
const hidesWithoutScript = '[@media(scripting:none)]:hidden';

const field =
  'mt-2 block w-full rounded-lg border border-ink/20 bg-white px-4 py-3 text-base text-ink shadow-sm transition-colors hover:border-ink/40 aria-[invalid=true]:border-red-700';
const labelText = 'block text-sm font-semibold text-ink';
const hintText = 'mt-1 block text-sm text-ink-600';

export function QuoteBuilder({ services }: { services: BookingService[] }) {
  const { env } = useAppEnv();
  const contact: ContactChannels = env.contact ?? defaultContact;
  // The server (and hydration) see the query only; the fragment's state follows right after hydration.
  const { search } = useLocation();
  const url = useSyncExternalStore(subscribeUrl, getUrlSnapshot, () => search);
  const note = useSyncExternalStore(subscribeNote, getNote, () => '');
  const quote = useMemo(() => ({ ...quoteFromUrl(url, services), note }), [url, services, note]);
  const earliest = useSyncExternalStore(
    noSubscription,
    () => earliestDate(new Date()),
    () => undefined,
  );
  const summary = useMemo(() => summarize(quote, services, earliest), [quote, services, earliest]);
  const links = useMemo(() => messageLinks(summary, contact), [summary, contact]);
  const update = (change: Partial<Quote>) => {
    if (change.note !== undefined) writeNote(change.note);
    else writeQuote({ ...quote, ...change });
  };
  // The choices live in React's state (and the address bar): a box ticked on the server's HTML, before the builder has
  // hydrated, would show as ticked and be missing from the message. Until then the controls take no input.
  const hydrated = useHydrated();

  return (
    <>
      <QuoteHeading />
      <div className="mt-10 grid gap-10 sm:mt-12 lg:grid-cols-[minmax(0,1fr)_400px] lg:gap-14">
        <fieldset
          disabled={!hydrated}
          aria-busy={!hydrated}
          aria-labelledby="quote-title"
          className={`min-w-0 space-y-6 ${hidesWithoutScript}`}
        >
          <ServicesGroup quote={quote} services={services} update={update} />
          <AddOnsGroup quote={quote} update={update} />
          <PropertyGroup quote={quote} update={update} />
          <LocationGroup quote={quote} update={update} />
          <DatesGroup quote={quote} earliest={earliest} update={update} />
          <NoteGroup quote={quote} update={update} />
        </fieldset>
        <SummaryPanel
          summary={summary}
          links={links}
          onReset={() => {
            writeQuote(emptyQuote);
            writeNote('');
          }}
        />
      </div>
    </>
  );
}

function QuoteHeading() {
  return (
    <div className="max-w-2xl">
      <p className="eyebrow">{copy.eyebrow}</p>
      <h2 id="quote-title" className="mt-3 text-balance text-3xl font-medium leading-tight sm:text-4xl lg:text-[2.75rem]">
        {copy.heading}
      </h2>
      <p className="mt-4 text-pretty text-lg text-ink-600">{copy.intro}</p>
    </div>
  );
}

interface GroupProps {
  quote: Quote;
  update: (change: Partial<Quote>) => void;
}

function Group({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  const hintId = useId();
  return (
    <fieldset className="card min-w-0 p-6 sm:p-8" aria-describedby={hint ? hintId : undefined}>
      <legend className="float-left w-full font-display text-xl font-medium text-ink">{legend}</legend>
      {hint && (
        <p id={hintId} className="clear-both pt-1 text-sm text-ink-600">
          {hint}
        </p>
      )}
      <div className="clear-both pt-5">{children}</div>
    </fieldset>
  );
}

function Check({ checked, onChange, label, hint }: { checked: boolean; onChange: (v: boolean) => void; label: string; hint?: string }) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className={`flex h-full cursor-pointer items-start gap-3 rounded-xl border px-4 py-3.5 transition-colors ${
        checked ? 'border-brass bg-brass-100/60' : 'border-ink/15 bg-white hover:border-ink/40'
      }`}
    >
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 h-5 w-5 shrink-0 accent-[#7a5d31]"
      />
      <span>
        <span className="block font-semibold text-ink">{label}</span>
        {hint && (
          <span id={`${id}-hint`} className="mt-0.5 block text-sm text-ink-600">
            {hint}
          </span>
        )}
      </span>
    </label>
  );
}

function ServicesGroup({ quote, services, update }: GroupProps & { services: BookingService[] }) {
  const toggle = (slug: BookingService['slug'], on: boolean) => {
    const chosen = new Set(quote.services);
    if (on) chosen.add(slug);
    else chosen.delete(slug);
    const packages = { ...quote.packages };
    if (!on) delete packages[slug];
    update({ services: services.filter((s) => chosen.has(s.slug)).map((s) => s.slug), packages });
  };
  const withPackages = services.filter((s) => quote.services.includes(s.slug) && s.packages.length > 0);
  return (
    <Group legend={copy.groups.services.legend} hint={copy.groups.services.hint}>
      <ul className="grid gap-3 sm:grid-cols-2">
        {services.map((s) => (
          <li key={s.slug}>
            <Check checked={quote.services.includes(s.slug)} onChange={(on) => toggle(s.slug, on)} label={s.label} />
          </li>
        ))}
      </ul>
      {withPackages.length > 0 && (
        <div className="mt-6 grid gap-5 border-t border-line pt-6 sm:grid-cols-2">
          {withPackages.map((s) => (
            <PackageSelect key={s.slug} service={s} value={quote.packages[s.slug] ?? ''} quote={quote} update={update} />
          ))}
        </div>
      )}
    </Group>
  );
}

function PackageSelect({ service, value, quote, update }: GroupProps & { service: BookingService; value: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelText}>
        {copy.packageLabel(service.label)}
      </label>
      <select
        id={id}
        value={value}
        className={field}
        onChange={(e) => {
          const packages = { ...quote.packages };
          if (e.target.value) packages[service.slug] = e.target.value;
          else delete packages[service.slug];
          update({ packages });
        }}
      >
        <option value="">{copy.packageAny}</option>
        {service.packages.map((p) => (
          <option key={p.id} value={p.id}>
            {p.price ? `${p.title} (${p.price})` : p.title}
          </option>
        ))}
      </select>
    </div>
  );
}

function AddOnsGroup({ quote, update }: GroupProps) {
  const toggle = (id: (typeof addOns)[number]['id'], on: boolean) => {
    const chosen = new Set(quote.addOns);
    if (on) chosen.add(id);
    else chosen.delete(id);
    update({ addOns: addOns.filter((a) => chosen.has(a.id)).map((a) => a.id) });
  };
  return (
    <Group legend={copy.groups.addOns.legend}>
      <ul className="grid gap-3 sm:grid-cols-2">
        {addOns.map((a) => (
          <li key={a.id}>
            <Check checked={quote.addOns.includes(a.id)} onChange={(on) => toggle(a.id, on)} label={a.label} hint={a.hint} />
          </li>
        ))}
      </ul>
    </Group>
  );
}

function Select<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T | undefined;
  options: readonly { id: T; label: string }[];
  onChange: (value: T | undefined) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelText}>
        {label}
      </label>
      <select id={id} value={value ?? ''} className={field} onChange={(e) => onChange(options.find((o) => o.id === e.target.value)?.id)}>
        <option value="">{copy.groups.property.choose}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function PropertyGroup({ quote, update }: GroupProps) {
  const g = copy.groups.property;
  return (
    <Group legend={g.legend}>
      <div className="grid gap-5 sm:grid-cols-2">
        <Select label={g.type} value={quote.type} options={propertyTypes} onChange={(type) => update({ type })} />
        <Select label={g.size} value={quote.size} options={propertySizes} onChange={(size) => update({ size })} />
      </div>
    </Group>
  );
}

const cityOptions = cities.map((c) => ({ id: c.slug, label: c.name }));

function LocationGroup({ quote, update }: GroupProps) {
  const g = copy.groups.location;
  const id = useId();
  return (
    <Group legend={g.legend}>
      <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_14rem]">
        <div>
          <label htmlFor={id} className={labelText}>
            {g.address}
          </label>
          <input
            id={id}
            type="text"
            autoComplete="street-address"
            maxLength={MAX_ADDRESS}
            value={quote.address}
            aria-describedby={`${id}-hint`}
            onChange={(e) => update({ address: cleanText(e.target.value, MAX_ADDRESS, { singleLine: true }) })}
            className={field}
          />
          <span id={`${id}-hint`} className={hintText}>
            {g.addressHint}
          </span>
        </div>
        <div>
          <Select label={g.city} value={quote.city} options={cityOptions} onChange={(city) => update({ city })} />
        </div>
      </div>
    </Group>
  );
}

function DateField({
  label,
  value,
  earliest,
  hintId,
  onChange,
}: {
  label: string;
  value: string;
  earliest: string | undefined;
  /** The group's "at least 48 hours ahead" line. */
  hintId: string;
  onChange: (v: string) => void;
}) {
  const id = useId();
  const problem = dateProblem(value, earliest);
  const error = problem === 'invalid' ? copy.dateInvalid : problem && earliest ? copy.dateTooSoon(formatDate(earliest)) : undefined;
  return (
    <div>
      <label htmlFor={id} className={labelText}>
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        min={earliest}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${id}-error` : hintId}
        onChange={(e) => onChange(e.target.value)}
        className={field}
      />
      {error && (
        <p id={`${id}-error`} className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function DatesGroup({ quote, earliest, update }: GroupProps & { earliest: string | undefined }) {
  const g = copy.groups.dates;
  const hintId = useId();
  const [first, second] = quote.dates;
  return (
    <Group legend={g.legend}>
      {/* The earliest day is the visitor's "now" plus 48 hours, so it appears once the page runs in the browser. */}
      <p id={hintId} className="-mt-2 mb-5 min-h-5 text-sm text-ink-600">
        {earliest ? copy.dateHint(formatDate(earliest)) : ''}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <DateField label={g.first} value={first} earliest={earliest} hintId={hintId} onChange={(d) => update({ dates: [d, second] })} />
        <DateField label={g.second} value={second} earliest={earliest} hintId={hintId} onChange={(d) => update({ dates: [first, d] })} />
      </div>
    </Group>
  );
}

function NoteGroup({ quote, update }: GroupProps) {
  const g = copy.groups.note;
  const id = useId();
  return (
    <Group legend={g.legend}>
      <label htmlFor={id} className={labelText}>
        {g.label}
      </label>
      <span id={`${id}-hint`} className={hintText}>
        {g.hint}
      </span>
      <textarea
        id={id}
        rows={4}
        maxLength={MAX_NOTE}
        value={quote.note}
        aria-describedby={`${id}-hint`}
        onChange={(e) => update({ note: cleanText(e.target.value, MAX_NOTE) })}
        className={`${field} resize-y`}
      />
    </Group>
  );
}

/** What a screen reader hears after a change: the choices, without the free text the visitor just typed. */
function spokenSummary(summary: Summary): string {
  if (summary.empty) return copy.summary.empty;
  return [
    summary.services.map((s) => `${s.name}, ${s.price}, turnaround ${s.turnaround}`).join('; '),
    summary.addOns.length ? `Add-ons: ${summary.addOns.join(', ')}` : '',
    summary.property ?? '',
    summary.cityName ?? '',
    summary.dates.join(' or '),
  ]
    .filter(Boolean)
    .join('. ');
}

function SummaryPanel({ summary, links, onReset }: { summary: Summary; links: ReturnType<typeof messageLinks>; onReset: () => void }) {
  const s = copy.summary;
  const spoken = spokenSummary(summary);
  const [announcement, setAnnouncement] = useState('');
  const [copied, setCopied] = useState(false);
  const settled = useRef(spoken);
  // Announced politely, once the visitor pauses: not on load, and not once per keystroke.
  useEffect(() => {
    if (spoken === settled.current) return;
    const timer = setTimeout(() => {
      settled.current = spoken;
      setAnnouncement(`${s.heading}: ${spoken}`);
    }, 700);
    return () => clearTimeout(timer);
  }, [spoken, s.heading]);

  const copyMessage = () => {
    const copying = navigator.clipboard?.writeText(links.text) ?? Promise.reject(new Error('no clipboard'));
    copying.then(
      () => {
        setCopied(true);
        setAnnouncement(s.copied);
        setTimeout(() => setCopied(false), 2500);
      },
      () => setAnnouncement(s.copyFailed),
    );
  };
  const shortened = links.whatsapp.shortened || links.email.shortened;

  return (
    <aside aria-labelledby="quote-summary-title" className="self-start lg:sticky lg:top-24">
      <div className="rounded-[var(--radius-card)] bg-ink-900 p-6 text-white sm:p-8">
        <h3 id="quote-summary-title" className="text-2xl font-medium">
          {s.heading}
        </h3>
        <div data-quote-summary>
          {summary.empty ? (
            <p className={`mt-4 text-white/75 ${hidesWithoutScript}`}>{s.empty}</p>
          ) : (
            <dl className="mt-5 space-y-4 text-sm">
              {summary.services.length > 0 && (
                <SummaryRow term="Services">
                  <ul className="space-y-3">
                    {summary.services.map((line) => (
                      <li key={line.slug}>
                        <span className="block font-semibold text-white">{line.name}</span>
                        <span className="mt-0.5 block text-white/75">
                          <span className="text-brass-200">{capitalize(line.price)}</span> · turnaround {line.turnaround}
                        </span>
                      </li>
                    ))}
                  </ul>
                </SummaryRow>
              )}
              {summary.addOns.length > 0 && <SummaryRow term="Add-ons">{summary.addOns.join(', ')}</SummaryRow>}
              {summary.property && <SummaryRow term="Property">{summary.property}</SummaryRow>}
              {summary.address && <SummaryRow term="Address">{summary.address}</SummaryRow>}
              {summary.dates.length > 0 && <SummaryRow term="Preferred dates">{summary.dates.join(' or ')}</SummaryRow>}
              {summary.note && (
                <SummaryRow term="Note">
                  <span className="whitespace-pre-line">{summary.note}</span>
                </SummaryRow>
              )}
            </dl>
          )}
        </div>
        <p className="mt-4 hidden text-sm leading-relaxed text-white/80 [@media(scripting:none)]:block">{copy.noScript}</p>
        <p role="status" className="sr-only">
          {announcement}
        </p>
        {shortened && (
          <p className="mt-5 rounded-lg bg-white/10 p-3 text-sm text-white/90" data-quote-shortened>
            {s.shortened}
          </p>
        )}
        <p className={`mt-6 text-sm text-white/70 ${hidesWithoutScript}`}>{s.send}</p>
        <div className="mt-4 flex flex-col gap-3">
          <a href={links.whatsapp.href} target="_blank" rel="noopener noreferrer" className="btn-primary w-full" data-send="whatsapp">
            <Icon name="MessageCircle" className="h-4 w-4" />
            {s.whatsapp}
          </a>
          <a href={links.email.href} className="btn-ghost-light w-full" data-send="email">
            <Icon name="Mail" className="h-4 w-4" />
            {s.email}
          </a>
        </div>
        <div className={`mt-4 flex flex-wrap items-center justify-between gap-3 text-sm ${hidesWithoutScript}`}>
          <button
            type="button"
            onClick={copyMessage}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-brass-200 hover:text-white"
          >
            <Icon name={copied ? 'Check' : 'ClipboardList'} className="h-4 w-4" />
            {copied ? s.copied : s.copy}
          </button>
          {!summary.empty && (
            <button
              type="button"
              onClick={onReset}
              className="inline-flex min-h-11 items-center font-semibold text-white/80 underline-offset-4 hover:text-white hover:underline"
            >
              {s.reset}
            </button>
          )}
        </div>
      </div>
    </aside>
  );
}

function SummaryRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="border-t border-white/15 pt-4 first:border-t-0 first:pt-0">
      <dt className="text-xs font-semibold uppercase tracking-[0.16em] text-white/60">{term}</dt>
      <dd className="mt-1.5 break-words text-white/90">{children}</dd>
    </div>
  );
}
