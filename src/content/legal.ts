// Legal texts: /privacy, /terms and /licensing-terms.
// Privacy and terms show "Last updated" with the current date, so only the
// licensing terms carry a fixed date here.
import { site } from './site';
import type { PageHero, SeoFields } from './types';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

// ---- Privacy policy ---------------------------------------------------------

export const privacySeo: SeoFields = {
  title: 'Privacy Policy | Northframe Media',
  description:
    'How Northframe Media collects, uses and protects personal information under PIPEDA when you book a shoot, contact us or visit our website.',
  keywords: ['Northframe Media privacy policy', 'PIPEDA', 'real estate photography privacy Ontario'],
};

export const privacyHero: PageHero = {
  title: 'Privacy Policy',
  subtitle: 'Your Information',
  description: 'How we collect, use and protect personal information, in plain language.',
  image: 'etobicoke-bungalow-entry-day',
  heroKey: 'privacy',
  compact: true,
};

export const privacyIntro = `${site.legalName} ("Northframe Media", "we", "us") respects your privacy. This policy explains how we handle personal information in line with Canada's Personal Information Protection and Electronic Documents Act (PIPEDA) and the ten fair information principles it sets out.`;

export const privacySections: LegalSection[] = [
  {
    heading: 'Who We Are and What This Policy Covers',
    paragraphs: [
      `${site.legalName} is a real estate media studio based in ${site.city}. This policy applies to personal information we collect through our website, by e-mail, by WhatsApp and telephone, and in the course of providing photography, video, drone, 3D tour, editing, website, apparel and automation services.`,
      'It does not apply to the websites of brokerages, listing platforms or social networks that display our work. Those organisations have their own privacy policies.',
    ],
  },
  {
    heading: 'Information We Collect',
    paragraphs: [
      'Contact and booking details: your name, brokerage, e-mail address, telephone number and the messages you send us.',
      'Property and access details: the listing address, unit number, lockbox or concierge instructions, parking notes, occupancy and pet information, and the names and contact details of sellers or tenants where you share them so we can arrange access.',
      'Billing details: billing name and address, HST number for business clients, and invoice and payment records. We do not store full credit card numbers; card payments are handled by our payment processor.',
      'Website usage: pages viewed, referring page, approximate location derived from IP address, browser and device type. We do not use this information to identify you personally.',
    ],
  },
  {
    heading: 'How We Use Your Information',
    paragraphs: [
      'We use personal information to respond to enquiries, prepare quotes, schedule and carry out shoots, deliver media, invoice and collect payment, provide customer support and keep the records the law requires.',
      "With your consent, we may also send occasional news about our services. Every marketing e-mail includes an unsubscribe link, in accordance with Canada's Anti-Spam Legislation (CASL).",
      'We do not sell, rent or trade personal information.',
    ],
  },
  {
    heading: 'Consent',
    paragraphs: [
      'We collect, use and disclose personal information only with your knowledge and consent, except where the law permits otherwise. By booking a shoot or contacting us, you consent to the uses described in this policy.',
      'When you give us information about sellers, tenants or other third parties, you confirm that you are authorised to share it for the purpose of arranging access to the property. You may withdraw consent at any time, subject to legal or contractual restrictions and reasonable notice; withdrawing consent may mean we cannot complete a booking.',
    ],
  },
  {
    heading: 'Photographs, Video and People on Site',
    paragraphs: [
      'Our work focuses on properties, not people. We ask that occupants, family photos, mail, prescription bottles and other personal items be put away before a shoot, and we remove or blur identifying details we notice, such as faces, licence plates and house numbers of neighbouring homes, on request.',
      'Drone flights are planned to avoid capturing identifiable individuals on neighbouring properties, and aerial footage is reviewed before delivery.',
    ],
  },
  {
    heading: 'Sharing and Disclosure',
    paragraphs: [
      'We share personal information only with service providers who help us run our business — such as cloud storage, e-mail, scheduling, accounting and payment processing — and only as needed for them to perform those services under confidentiality obligations.',
      'Some of these providers store data outside Canada, including in the United States, where it may be accessible to courts, law-enforcement and national security authorities under the laws of that country.',
      'We may also disclose information where required by law, or in connection with the sale or reorganisation of our business, in which case the buyer must protect it under terms consistent with this policy.',
    ],
  },
  {
    heading: 'Cookies and Analytics',
    paragraphs: [
      'Our website records anonymous page views, including the page address and general device information, to understand which pages are useful and to measure loading speed. We do not use advertising cookies or cross-site tracking.',
      "Video tours are embedded so that YouTube loads only when you choose to play a video; at that point YouTube's own privacy policy applies. You can block or delete cookies in your browser settings at any time.",
    ],
  },
  {
    heading: 'Retention and Security',
    paragraphs: [
      'We keep booking and billing records for seven years to meet Canada Revenue Agency requirements. Property access details are deleted within 90 days of the final delivery. Delivered media is archived so we can reissue files on request.',
      'We protect personal information with safeguards appropriate to its sensitivity, including encrypted storage, access limited to staff who need it, multi-factor authentication on business accounts and secure disposal of devices.',
    ],
  },
  {
    heading: 'Your Rights',
    paragraphs: [
      'You may ask to see the personal information we hold about you, ask how it has been used and disclosed, and ask us to correct anything inaccurate or incomplete. We respond to written requests within 30 days.',
      'If you are not satisfied with our response, you may contact the Office of the Privacy Commissioner of Canada.',
    ],
  },
  {
    heading: 'Contact Our Privacy Officer',
    paragraphs: [
      `Questions, access requests and complaints can be sent to our Privacy Officer at ${site.email}, or by mail to ${site.legalName}, Attention: Privacy Officer, ${site.city}.`,
      'We may update this policy from time to time. The date at the top of this page shows when it last changed; significant changes will be highlighted on our website.',
    ],
  },
];

// ---- Terms of service -------------------------------------------------------

export const termsSeo: SeoFields = {
  title: 'Terms of Service | Northframe Media',
  description:
    'The terms that apply to booking photography, video, drone, 3D tour, editing and website services with Northframe Media in the Greater Toronto Area.',
  keywords: ['Northframe Media terms of service', 'real estate photography terms Toronto', 'booking terms'],
};

export const termsHero: PageHero = {
  title: 'Terms of Service',
  subtitle: 'Working Together',
  description: 'The terms that apply when you book and use our services.',
  image: 'etobicoke-bungalow-corner-day',
  heroKey: 'terms',
  compact: true,
};

export const termsIntro = `These terms govern the services provided by ${site.legalName} ("Northframe Media", "we", "us") and your use of our website. By booking a service or using the site you agree to them.`;

export const termsSections: LegalSection[] = [
  {
    heading: 'Our Services',
    paragraphs: [
      'We provide real estate photography, video production, drone photography and video, Matterport 3D tours, photo and video editing, website design, brand apparel and AI automation services, primarily in the Greater Toronto Area.',
      'The scope of each engagement is set out in the quote or booking confirmation we send you. Anything not listed there, such as additional rooms, extra edits or travel beyond the GTA, is quoted separately.',
    ],
  },
  {
    heading: 'Quotes and Pricing',
    paragraphs: [
      'Pricing is custom and provided by quote. Quotes are valid for 30 days and are stated in Canadian dollars, exclusive of HST.',
      'Website and development projects are billed in milestones: a deposit on signing, a payment at design approval and the balance at launch.',
    ],
  },
  {
    heading: 'Booking, Rescheduling and Cancellation',
    paragraphs: [
      'We recommend booking 48-72 hours ahead. A booking is confirmed once we send a written confirmation with the date, time and services.',
      "You may reschedule without charge up to 24 hours before the appointment. Cancellations with less than 24 hours' notice, or appointments where we cannot access the property, may be charged a fee of up to 50% of the booked services.",
      'Drone flights and twilight or exterior shoots depend on the weather. If conditions are unsafe or unsuitable, we will reschedule those services at no charge.',
    ],
  },
  {
    heading: 'Property Access and Preparation',
    paragraphs: [
      "You are responsible for arranging access, obtaining the owner's or tenant's permission for the shoot, and having the property ready at the booked time. A preparation checklist is available on request.",
      'Our team will not move heavy furniture, climb onto roofs or handle valuables. Time spent waiting for access or preparing the property may extend the appointment and be billed accordingly.',
    ],
  },
  {
    heading: 'Delivery and Revisions',
    paragraphs: [
      'Standard delivery for edited photographs is 24-48 hours after the shoot; video, 3D tour and website timelines are stated in your quote. Rush and same-day delivery are available for an additional fee.',
      'We will correct any technical fault in delivered media at no charge if you notify us within 7 days of delivery. Video includes two rounds of revisions; further changes are billed at our editing rates.',
    ],
  },
  {
    heading: 'Payment',
    paragraphs: [
      'Unless otherwise agreed, invoices are due on delivery. Volume clients with an approved account may pay on Net 30 terms.',
      'Overdue balances bear interest at 1.5% per month (19.56% per year). We may withhold delivery of media, or suspend hosting of 3D tours and websites, while an account is overdue.',
    ],
  },
  {
    heading: 'Ownership and Licensing',
    paragraphs: [
      'We retain copyright in all photographs, video, 3D tours and other media we create. On full payment, you receive a licence to use the media to market the property, as described in our Licensing Terms.',
      'You may not resell the media, license it to third parties or use it for a different property without our written permission.',
    ],
  },
  {
    heading: 'Use of Our Website',
    paragraphs: [
      'The content of this website, including images, text and design, belongs to Northframe Media and may not be copied, scraped or reused without permission.',
      'Information on the site, including turnaround times and figures, is provided for general guidance and may change without notice. The terms of your quote prevail.',
    ],
  },
  {
    heading: 'Limitation of Liability',
    paragraphs: [
      'We take great care on every shoot and carry commercial general liability and drone liability insurance. To the extent permitted by law, our total liability for any claim relating to a service is limited to the amount you paid for that service.',
      'We are not liable for indirect or consequential losses, including lost commissions or delays in a sale, or for the accuracy of floor-plan measurements, which are approximate and should be verified before they are relied on.',
    ],
  },
  {
    heading: 'Governing Law and Contact',
    paragraphs: [
      'These terms are governed by the laws of the Province of Ontario and the federal laws of Canada that apply there. The courts of Ontario sitting in Toronto have exclusive jurisdiction over any dispute.',
      `Questions about these terms, and any privacy questions, can be sent to ${site.email}.`,
    ],
  },
];

// ---- Licensing terms --------------------------------------------------------

export const licensingSeo: SeoFields = {
  title: 'Image & Video Licensing Terms | Northframe Media',
  description:
    'How you may use Northframe Media listing photos, video, drone footage and 3D tours: MLS and TRREB use, social media, print, transfers on sale and credit.',
  keywords: ['real estate photo licensing', 'MLS photo copyright Toronto', 'listing media licence', 'TRREB photo use'],
};

export const licensingHero: PageHero = {
  title: 'Licensing Terms',
  subtitle: 'Using Your Media',
  description: 'What you can do with the photos, video and tours we create for your listings.',
  image: 'etobicoke-bungalow-entry-left',
  heroKey: 'terms',
  compact: true,
};

export const licensingLastUpdated = 'January 2024';

export const licensingIntro =
  'These terms explain how you may use listing media — photographs, video, drone footage, 3D tours, floor plans and virtual staging — created by Northframe Media. They form part of every booking.';

// Exactly ten sections; the number leads each heading so the page needs no numbering logic.
export const licensingSections: LegalSection[] = [
  {
    heading: '1. Licence Scope',
    paragraphs: [
      'On payment in full, we grant the booking agent and their brokerage a non-exclusive, non-transferable licence to use the delivered media to market the specific property photographed, for the term set out below.',
      'Northframe Media retains all copyright and moral rights. The licence covers marketing of the property only; it does not permit resale, stock licensing or use to promote a different property.',
    ],
  },
  {
    heading: '2. MLS® and TRREB Use',
    paragraphs: [
      'You may upload the media to MLS® systems, including the Toronto Regional Real Estate Board (TRREB) system and other Ontario boards, and to the listing portals they syndicate to.',
      'We acknowledge that board rules allow listing media to remain in MLS® archives and sold-data records after the listing ends. That archival use is permitted and does not breach this licence.',
    ],
  },
  {
    heading: '3. Licence Term',
    paragraphs: [
      'The licence runs for as long as the property is actively marketed by you, including relistings by the same agent within 12 months, and for portfolio use afterwards as set out in section 5.',
      'Hosted 3D tours remain online for 12 months by default; extended hosting of 2, 3 or 5 years is available.',
    ],
  },
  {
    heading: '4. Transfer on Sale',
    paragraphs: [
      'The licence does not pass to buyers, new listing agents, builders or other third parties. A new agent who relists the property must obtain their own licence from us, usually at a reduced rate.',
      'Sellers may receive a personal-use copy of the photographs for their own records. Any remaining 3D tour hosting time is transferable to the buyer on sale on request.',
    ],
  },
  {
    heading: '5. Social Media Use',
    paragraphs: [
      "You may post the media on your own and your brokerage's social media accounts, websites and e-mail newsletters to market the listing and, after the sale, to showcase your sold properties.",
      'Please tag or credit Northframe Media where the platform allows. Boosted or paid posts are permitted if they promote the property or your services as its agent.',
    ],
  },
  {
    heading: '6. Print Use',
    paragraphs: [
      'Feature sheets, brochures, postcards, signage, window displays and print advertising for the property are included.',
      'Use in books, magazine editorial, trade-show displays or third-party advertising (for example, by a builder, furniture retailer or stager) requires a separate licence.',
    ],
  },
  {
    heading: '7. Alterations',
    paragraphs: [
      'You may crop and resize the media to fit a format, and add text, logos or brokerage branding.',
      'You may not alter images in a way that misrepresents the property, such as removing permanent fixtures, hiding defects or changing views. Virtually staged images must be labelled as such wherever they appear, in line with RECO advertising guidance.',
    ],
  },
  {
    heading: '8. Credit and Attribution',
    paragraphs: [
      'Credit is not required on MLS® listings or print materials for the property. Where credit is given, please use "Photo: Northframe Media" or "Video: Northframe Media".',
      'We may use any media we create in our own portfolio, website, social media and marketing, with personal details removed.',
    ],
  },
  {
    heading: '9. Termination',
    paragraphs: [
      'The licence ends automatically if invoices remain unpaid 30 days after their due date, or if the media is used in breach of these terms. On termination you must remove the media from all channels you control within 7 days.',
      'Licences for which payment was received and which were used within these terms remain valid if we change these terms in future.',
    ],
  },
  {
    heading: '10. Contact',
    paragraphs: [
      `For licensing questions, extended-use licences or permission requests, e-mail ${site.email} or call ${site.phone}.`,
      'Our licensing team is available Monday to Friday, 9AM-6PM EST, and replies to most requests within one business day.',
    ],
  },
];
