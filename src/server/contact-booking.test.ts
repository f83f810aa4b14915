// The contact page's request channels and quote builder, server side: CONTACT_WHATSAPP and CONTACT_EMAIL are
// checked at start and reach every button of /contact; the builder is in the HTML (its buttons work without
// JavaScript); a Book button's query preselects its service; and the page's HTML cache never keeps a preselection.
import { beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { Express } from 'express';
import { ConfigError, loadConfig } from './env';
import { testApp } from '#test/test-app';
import { site, whatsappUrl } from '#content/site';

const hrefsOf = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&').replace(/&#x27;/g, "'"));
const builderOf = (html: string) =>
  html.slice(html.indexOf('<section id="quote"'), html.indexOf('</section>', html.indexOf('<section id="quote"')));

describe('CONTACT_WHATSAPP and CONTACT_EMAIL', () => {
  it('default to the number and address in site.ts', () => {
    expect(loadConfig({}).contact).toEqual({ whatsapp: site.phone, email: site.email });
    expect(loadConfig({ CONTACT_WHATSAPP: ' ', CONTACT_EMAIL: '' }).contact).toEqual({ whatsapp: site.phone, email: site.email });
  });

  it('accept an international number as people write it, and an e-mail address', () => {
    const config = loadConfig({ CONTACT_WHATSAPP: ' +44 20 7946-0958 ', CONTACT_EMAIL: 'bookings@northframe.example' });
    expect(config.contact).toEqual({ whatsapp: '+44 20 7946-0958', email: 'bookings@northframe.example' });
  });

  it.each([
    ['CONTACT_WHATSAPP', { CONTACT_WHATSAPP: '416-555' }],
    ['CONTACT_WHATSAPP', { CONTACT_WHATSAPP: '+1 416 555 0148 ext 2' }],
    ['CONTACT_WHATSAPP', { CONTACT_WHATSAPP: '0044 20 7946 0958 1234 5' }],
    ['CONTACT_WHATSAPP', { CONTACT_WHATSAPP: '1234567890123456' }],
    ['CONTACT_EMAIL', { CONTACT_EMAIL: 'info at northframe.ca' }],
    ['CONTACT_EMAIL', { CONTACT_EMAIL: 'info@northframe.ca?cc=someone@else.example' }],
  ])('stop the process naming %s when it is not valid', (name, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});

describe('/contact with the default channels', () => {
  let app: Express;
  beforeAll(async () => {
    app = (await testApp()).app;
  });

  it('renders the builder, whose two buttons send the generic greeting without JavaScript', async () => {
    const res = await request(app).get('/contact');
    const builder = builderOf(res.text);
    expect(builder).toContain('Build Your Quote');
    for (const legend of ['Services', 'Add-ons', 'The property', 'Location', 'Preferred dates', 'Anything else?'])
      expect(builder).toMatch(new RegExp(`<legend[^>]*>${legend.replace('?', '\\?')}</legend>`));
    expect((builder.match(/<fieldset class="card/g) ?? []).length).toBe(6);
    // Its controls take no input until the builder has hydrated: a choice made on the server's HTML would be lost.
    expect(builder).toMatch(/<fieldset disabled="" aria-busy="true" aria-labelledby="quote-title"/);
    const links = hrefsOf(builder);
    expect(links).toContain(whatsappUrl(site.phone));
    expect(links).toContain(`mailto:${site.email}?subject=Booking%20a%20shoot&body=${encodeURIComponent(site.whatsappMessage)}`);
    expect(res.text).not.toMatch(/<form\b/);
    // The page is cacheable and sets no cookie.
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('preselects the service of a Book button, in the builder and in its links, and never caches that', async () => {
    const res = await request(app).get('/contact?service=drone&package=drone.aerial-video&city=mississauga');
    expect(res.status).toBe(200);
    const builder = builderOf(res.text);
    expect(builder).toMatch(/<input[^>]*type="checkbox"[^>]*checked=""/);
    const wa = hrefsOf(builder).find((h) => h.startsWith('https://wa.me/'))!;
    const text = new URL(wa).searchParams.get('text')!;
    expect(text).toContain('- Drone: Aerial Video (custom quote; turnaround 48-72 business hours)');
    expect(text).toContain('Address: Mississauga');
    expect(res.headers['x-cache']).toBeUndefined();

    // The plain page, asked next, is not the preselected one.
    const plain = await request(app).get('/contact');
    expect(builderOf(plain.text)).not.toMatch(/checked=""/);
  });
});

describe('/contact with configured channels', () => {
  let app: Express;
  beforeAll(async () => {
    app = (await testApp({ CONTACT_WHATSAPP: '+44 20 7946 0958', CONTACT_EMAIL: 'bookings@northframe.example' })).app;
  });

  it('sends every button to them: the cards, the two calls to action and the builder', async () => {
    const res = await request(app).get('/contact');
    const links = hrefsOf(res.text);
    const wa = links.filter((h) => h.startsWith('https://wa.me/'));
    const mail = links.filter((h) => h.startsWith('mailto:'));
    expect(wa.length).toBeGreaterThanOrEqual(3);
    expect(wa.every((h) => h.startsWith('https://wa.me/442079460958?text='))).toBe(true);
    // The mobile menu and the cards, the call to action and the builder (the footer keeps site.ts's address).
    expect(mail.filter((h) => h.startsWith('mailto:bookings@northframe.example')).length).toBeGreaterThanOrEqual(3);
    expect(res.text).toContain('+44 20 7946 0958');
  });
});
