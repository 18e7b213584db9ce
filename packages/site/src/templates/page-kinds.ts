// The pages a photographer's site is made of, written once with three voices (one per look):
// classic (warm, direct), airy (soft, personal) and editorial (spare, confident). pages.ts lays
// each out in its look.
import {
  about,
  book,
  contact,
  freeTimes,
  inquiry,
  kindWords,
  pricing,
  prose,
  questions,
  services,
  steps,
} from './build.ts';
import type { TPhotoShape } from './placeholders.ts';
import { sessionPageKinds } from './session-page-kinds.ts';
import type { TPageTemplate, TTemplateBlock } from './types.ts';

/** One wording per look: classic, airy, editorial. */
export type TVoice = readonly [string, string, string];

export type TPageKind = {
  key: string;
  name: string;
  title: string;
  slug: string;
  group: TPageTemplate['group'];
  summary: string;
  description: string;
  hero: { heading: TVoice; text: TVoice; button: string; link: string; shape?: TPhotoShape };
  /** The page's own words (rich text). */
  story: TTemplateBlock;
  gallery?: { heading: TVoice; alts: string[]; captions?: string[] };
  /** What the visitor does next: book, ask, read answers. */
  action: TTemplateBlock[];
  /** Contact details first (the contact page). */
  contactFirst?: boolean;
};

export const pageKinds: TPageKind[] = [
  {
    key: 'home',
    name: 'Home',
    title: 'Home',
    slug: '',
    group: 'Essentials',
    summary: 'A welcome, recent work and the sessions you offer',
    description: '{{businessName}}: natural, unhurried photographs of the people you love.',
    hero: {
      heading: ['{{businessName}}', 'Hello, and welcome to {{businessName}}', '{{businessName}}'],
      text: [
        'Portraits, families and weddings, photographed with warmth and a little patience.',
        'Gentle, light-filled photographs of the moments you will want to remember.',
        'Honest photographs, carefully made. Portraits, families, weddings.',
      ],
      button: 'See sessions',
      link: '#services',
    },
    story: prose('Photographs that feel like you', [
      'At {{businessName}} every session starts with a conversation: who you are, what you love, and how you would like to feel when you look back at these pictures in twenty years.',
      'Then we go somewhere that suits you, take our time, and let the good moments happen. You get a carefully edited gallery, ready to print and to share.',
    ]),
    gallery: {
      heading: ['Recent work', 'A few favourites', 'Selected work'],
      alts: [
        'A family walking together at golden hour',
        'Close portrait in soft window light',
        'A couple laughing under the trees',
        'A newborn wrapped in a knitted blanket',
        'Children running along the beach',
        'Wedding rings on an open hand',
      ],
    },
    action: [
      services('Sessions', 'Book now'),
      kindWords('Kind words', [
        [
          'We were nervous about being photographed, and it never felt like that. The pictures are us, exactly as we are.',
          'Emma and James',
          'Family session',
        ],
        [
          'Calm, kind and so patient with our toddler. We will be back every year.',
          'The Okafor family',
          'Mini session',
        ],
      ]),
    ],
  },
  {
    key: 'about',
    name: 'About',
    title: 'About',
    slug: 'about',
    group: 'Essentials',
    summary: 'Who you are and how you like to work',
    description: 'Meet the photographer behind {{businessName}} and how a session with us goes.',
    hero: {
      heading: ['About {{businessName}}', 'Nice to meet you', 'About'],
      text: [
        'The person behind the camera, and why these photographs matter.',
        'A little about me, and a lot about how we will spend our time together.',
        'A photographer for people who would rather not pose.',
      ],
      button: 'Say hello',
      link: '#contact',
      shape: 'landscape',
    },
    story: about(
      'The story so far',
      [
        'I started {{businessName}} because I kept seeing the same thing: the photographs people treasure most are rarely the perfect ones. They are the in-between moments, the glance, the laugh just after the pose.',
        'My sessions are relaxed and guided, never stiff. I will tell you where the light is best and what to do with your hands, and then get out of the way.',
        'When I am not photographing, you will find me walking the coast with a coffee, or printing albums for the families I have come to know over the years.',
      ],
      'The photographer smiling, camera in hand',
    ),
    gallery: {
      heading: ['Behind the camera', 'Little things I love', 'Process'],
      alts: [
        'The photographer at work outdoors',
        'A camera resting on a wooden table',
        'Prints laid out for a family album',
      ],
    },
    action: [contact('Let us talk about your session')],
  },
  {
    key: 'portfolio',
    name: 'Portfolio',
    title: 'Portfolio',
    slug: 'portfolio',
    group: 'Portfolio and sessions',
    summary: 'Your best work, large and uncluttered',
    description: 'A portfolio of portraits, families and weddings by {{businessName}}.',
    hero: {
      heading: ['Portfolio', 'Stories I have been trusted with', 'Work'],
      text: [
        'A selection of recent sessions, from quiet mornings at home to full wedding days.',
        'Every gallery here belongs to someone who let me into their day. Thank you.',
        'Recent commissions and personal work.',
      ],
      button: 'Book your session',
      link: book,
    },
    story: prose(null, [
      'Each session is edited by hand for natural skin tones and true colour, so your photographs still look like you in ten years.',
    ]),
    gallery: {
      heading: ['Selected sessions', 'Favourite frames', 'Index'],
      alts: [
        'Portrait of a woman by a window',
        'A father lifting his daughter into the air',
        'Bride and groom walking through a meadow',
        'Siblings sharing a secret on a sofa',
        'A newborn asleep in soft light',
        'An engaged couple on a city street',
        'Grandparents with their grandchildren',
        'A dog joining the family portrait',
        'Evening light across a wedding reception',
      ],
      captions: [
        'Portraits',
        'Family',
        'Weddings',
        'Family',
        'Newborn',
        'Couples',
        'Family',
        'Family',
        'Weddings',
      ],
    },
    action: [],
  },
  {
    key: 'services',
    name: 'Services',
    title: 'Sessions',
    slug: 'sessions',
    group: 'Booking and pricing',
    summary: 'Your bookable sessions with their prices',
    description: 'Sessions you can book with {{businessName}}, with prices and what is included.',
    hero: {
      heading: ['Sessions', 'Find the session that fits', 'Sessions'],
      text: [
        'Choose a session, pick a date that suits you and book online in a few minutes.',
        'From a short mini session to a full day, there is a way to tell your story.',
        'Book online. Prices include editing and your private online gallery.',
      ],
      button: 'See what is included',
      link: '#services',
      shape: 'landscape',
    },
    story: steps('How a session works', [
      ['Book online', 'Choose a session and a date that suits you, and pay the booking fee.'],
      ['Plan together', 'A short call to choose the place, the time and what to wear.'],
      ['The session', 'Relaxed, guided photography, with time for little ones to warm up.'],
      ['Your gallery', 'Hand-edited photographs in a private online gallery, ready to print.'],
    ]),
    action: [services('Book a session', 'Book')],
  },
  {
    key: 'pricing',
    name: 'Pricing',
    title: 'Pricing',
    slug: 'pricing',
    group: 'Booking and pricing',
    summary: 'What sessions cost and what is included',
    description: 'Clear pricing for sessions with {{businessName}}: no surprises, no hidden fees.',
    hero: {
      heading: ['Pricing', 'Simple, honest pricing', 'Investment'],
      text: [
        'Everything you need to know before you book, in one place.',
        'No packages to decode: pick a session and know exactly what you get.',
        'Sessions, prints and albums.',
      ],
      button: 'Book a session',
      link: book,
      shape: 'landscape',
    },
    story: questions('What is included', [
      ['Planning', 'A call before your session to choose the place, the time and the clothes.'],
      ['The session', 'Unhurried time together, with gentle direction and room for real moments.'],
      ['Your gallery', 'Hand-edited photographs in a private online gallery, with print release.'],
      ['Prints and albums', 'Archival prints and linen albums can be added after your session.'],
    ]),
    action: [
      pricing(
        'Sessions and prices',
        'Every price includes planning, the session and your private gallery.',
        'Book now',
      ),
    ],
  },
  {
    key: 'faq',
    name: 'FAQ',
    title: 'Questions',
    slug: 'faq',
    group: 'Booking and pricing',
    summary: 'Answers to what clients ask before booking',
    description: 'Answers to common questions about booking a session with {{businessName}}.',
    hero: {
      heading: ['Questions and answers', 'You asked, I answered', 'FAQ'],
      text: [
        'What to wear, what happens if it rains, and when your photographs arrive.',
        'Everything I am usually asked before a session, in one place.',
        'Before you book.',
      ],
      button: 'Ask something else',
      link: '#contact',
      shape: 'landscape',
    },
    story: questions('Before your session', [
      [
        'What should we wear?',
        'Comfortable clothes in soft, muted colours photograph best. Avoid large logos; textures such as knits and linen look lovely. You will get a short style guide after booking.',
      ],
      [
        'What if it rains?',
        'We keep an eye on the forecast together and move your session to another date at no cost if the weather turns.',
      ],
      [
        'When will we see the photographs?',
        'Your private gallery is ready within three weeks; weddings within six. A few previews arrive within a couple of days.',
      ],
      [
        'Can we bring the dog?',
        'Please do. Pets are family, and they are usually the most natural ones in front of the camera.',
      ],
      [
        'How do we book?',
        'Choose a session and a date online and pay the booking fee. The date is then yours.',
      ],
    ]),
    action: [contact('Still wondering about something?')],
  },
  {
    key: 'contact',
    name: 'Contact',
    title: 'Contact',
    slug: 'contact',
    group: 'Essentials',
    summary: 'How to reach you, with a map link',
    description: 'Contact {{businessName}}: ask about dates, sessions and prices.',
    hero: {
      heading: ['Get in touch', 'I would love to hear from you', 'Contact'],
      text: [
        'Tell us about the session you have in mind. We answer within one working day.',
        'Write a few lines about yourself and what you are hoping for, and I will reply soon.',
        'Enquiries, dates and commissions.',
      ],
      button: 'Book online',
      link: book,
      shape: 'landscape',
    },
    story: prose('Good to know', [
      'Sessions take place outdoors around the area or at your home. Studio portraits are by appointment.',
      'For weddings, please mention the date and the venue, and we will check availability straight away.',
    ]),
    action: [
      inquiry(
        'Send an inquiry',
        'Tell us what you have in mind and when. We reply within one working day.',
      ),
    ],
    contactFirst: true,
  },
  {
    key: 'mini-sessions',
    name: 'Mini sessions',
    title: 'Mini sessions',
    slug: 'mini-sessions',
    group: 'Booking and pricing',
    summary: 'Short seasonal sessions, booked in a few clicks',
    description:
      'Short seasonal mini sessions with {{businessName}}: twenty minutes, ten photographs.',
    hero: {
      heading: ['Mini sessions', 'Little sessions, big memories', 'Mini sessions'],
      text: [
        'Twenty relaxed minutes at a lovely location, with your edited gallery within a week.',
        'A short, sweet session for a fresh family photograph each season.',
        'Twenty minutes. One location. Limited dates.',
      ],
      button: 'Choose a time',
      link: '#services',
    },
    story: prose('How mini sessions work', [
      'Mini sessions run on a few set days each season. Pick a time slot, arrive five minutes early, and we will make the most of every minute.',
      'Each mini session includes ten hand-edited photographs, with the option to add more from your gallery.',
    ]),
    gallery: {
      heading: ['From past mini sessions', 'Last season', 'Previous minis'],
      alts: [
        'Two children in autumn leaves',
        'A mother and baby in a flower field',
        'A family under a blossoming tree',
      ],
    },
    action: [
      freeTimes(
        'Next free times',
        'Tap a time to book it; you confirm the details on the next page.',
      ),
      services('Available dates', 'Book a slot'),
    ],
  },
  // The sessions a photographer sells, one page each (session-page-kinds.ts).
  ...sessionPageKinds,
  {
    key: 'reviews',
    name: 'Kind words',
    title: 'Kind words',
    slug: 'kind-words',
    group: 'Essentials',
    summary: 'What your clients say about you',
    description: 'What families and couples say about their sessions with {{businessName}}.',
    hero: {
      heading: ['Kind words', 'What clients say', 'Reviews'],
      text: [
        'A few words from the families and couples we have photographed.',
        'Every one of these notes still makes my day.',
        'In their words.',
      ],
      button: 'Book your own session',
      link: book,
      shape: 'landscape',
    },
    story: kindWords('From our clients', [
      [
        'We were nervous about being photographed, and it did not feel like that at all. The pictures are us, exactly as we are.',
        'Emma and James',
      ],
      [
        'Our wedding gallery made us cry all over again. Every moment we missed is in there.',
        'Sofia and Daniel',
      ],
      [
        'Patient, calm and so good with our toddler. We will be back every year.',
        'The Okafor family',
      ],
    ]),
    action: [services('Sessions', 'Book')],
  },
];
