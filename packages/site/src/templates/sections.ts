// Section templates: a few blocks that do one job together, inserted into any page.
import {
  book,
  about,
  contact,
  footer,
  freeTimes,
  gallery,
  hero,
  inquiry,
  kindWords,
  portfolio,
  pricing,
  prose,
  questions,
  services,
  steps,
  text,
} from './build.ts';
import type { TSectionTemplate } from './types.ts';

type Section = Omit<TSectionTemplate, 'kind' | 'tone'> & { tone?: TSectionTemplate['tone'] };

const sections: Section[] = [
  {
    id: 'hero-welcome',
    name: 'Welcome header',
    group: 'Headers',
    summary: 'Your name over a large photo, with a booking button',
    blocks: [
      hero({
        heading: '{{businessName}}',
        text: 'Natural, unhurried photographs of the people you love.',
        button: 'Book a session',
        link: book,
      }),
    ],
  },
  {
    id: 'hero-booking',
    name: 'Booking header',
    group: 'Headers',
    summary: 'A header that goes straight to your sessions',
    tone: 'sage',
    blocks: [
      hero({
        heading: 'Now booking for this season',
        text: 'Dates fill quickly. Choose a session and secure yours in a few minutes.',
        button: 'See available sessions',
        link: '#services',
      }),
      services('Sessions', 'Book'),
    ],
  },
  {
    id: 'hero-mini',
    name: 'Mini session announcement',
    group: 'Headers',
    summary: 'Announce a short seasonal session',
    tone: 'blush',
    blocks: [
      hero({
        heading: 'Mini sessions are back',
        text: 'Twenty minutes, ten edited photographs, one beautiful location.',
        button: 'Choose a time',
        link: book,
        shape: 'landscape',
      }),
    ],
  },
  {
    id: 'hero-wedding',
    name: 'Wedding header',
    group: 'Headers',
    summary: 'A romantic header for wedding pages',
    tone: 'dusk',
    blocks: [
      hero({
        heading: 'Weddings by {{businessName}}',
        text: 'Your day told honestly, from the quiet morning to the last dance.',
        button: 'Check your date',
        link: '#contact',
      }),
    ],
  },
  {
    id: 'gallery-three',
    name: 'Three favourites',
    group: 'Galleries',
    summary: 'Three landscape photos in a row',
    blocks: [
      gallery('A few favourites', 'landscape', [
        'A family walking at golden hour',
        'Portrait in window light',
        'A couple laughing together',
      ]),
    ],
  },
  {
    id: 'gallery-portrait',
    name: 'Portrait gallery',
    group: 'Galleries',
    summary: 'Six tall photos, ideal for portraits',
    tone: 'stone',
    blocks: [
      gallery('Portraits', 'portrait', [
        'Portrait by a window',
        'A smiling man outdoors',
        'A girl in a sunlit field',
        'An artist in her studio',
        'A grandmother’s gentle smile',
        'A teenager leaning on a wall',
      ]),
    ],
  },
  {
    id: 'gallery-square',
    name: 'Square grid',
    group: 'Galleries',
    summary: 'A tidy grid of eight square photos',
    tone: 'mist',
    blocks: [
      gallery('From the archive', 'square', [
        'Tiny hands',
        'A first birthday',
        'Beach day',
        'Autumn walk',
        'Bedtime story',
        'Wedding rings',
        'Garden party',
        'Morning coffee',
      ]),
    ],
  },
  {
    id: 'gallery-story',
    name: 'Gallery with a story',
    group: 'Galleries',
    summary: 'A few words about a session, then its photos',
    tone: 'sage',
    blocks: [
      prose('A morning by the lake', [
        'Early light, a picnic blanket and two very excited children. This session was all about slowing down together.',
      ]),
      gallery('', 'landscape', [
        'Children skipping stones',
        'Parents on a picnic blanket',
        'A quiet hug by the water',
      ]),
    ],
  },
  {
    id: 'about-intro',
    name: 'About me',
    group: 'Text and stories',
    summary: 'A short introduction in your own words',
    blocks: [
      about(
        'Hello, I am the photographer behind {{businessName}}',
        [
          'I photograph families, couples and weddings, mostly outdoors and always in natural light.',
          'My sessions are relaxed and gently guided. You do not need to know how to pose: that is my job.',
        ],
        'Portrait of the photographer',
      ),
    ],
  },
  {
    id: 'how-it-works',
    name: 'How it works',
    group: 'Text and stories',
    summary: 'Your process in three simple steps',
    blocks: [
      steps('How it works', [
        ['Book online', 'Choose a session and a date that suits you, and pay the booking fee.'],
        ['Plan together', 'We talk about the location, the timing and what to wear.'],
        ['Enjoy your gallery', 'Your edited photographs arrive in a private online gallery.'],
      ]),
    ],
  },
  {
    id: 'testimonials',
    name: 'Testimonials band',
    group: 'Text and stories',
    summary: 'Three short quotes from happy clients',
    blocks: [
      kindWords('Kind words', [
        ['Relaxed, fun and the photographs are stunning.', 'Hannah and Tom', 'Engagement'],
        ['She captured our family exactly as we are.', 'The Martin family', 'Family session'],
        ['We still look at our wedding gallery every month.', 'Priya and Sam', 'Wedding'],
      ]),
    ],
  },
  {
    id: 'faq-short',
    name: 'Short FAQ',
    group: 'Text and stories',
    summary: 'Three common questions, answered',
    blocks: [
      questions('Good to know', [
        [
          'What should we wear?',
          'Soft colours and comfortable clothes. A style guide follows your booking.',
        ],
        ['What if it rains?', 'We move your session to another date at no cost.'],
        ['When do we get the photographs?', 'Within three weeks, in a private online gallery.'],
      ]),
    ],
  },
  {
    id: 'what-is-included',
    name: 'What is included',
    group: 'Text and stories',
    summary: 'A list of what every session includes',
    blocks: [
      text(
        '<h2>Every session includes</h2><ul><li>A planning call before the session</li><li>Relaxed, guided photography</li><li>Hand-edited photographs in a private gallery</li><li>Print release for personal use</li></ul>',
      ),
    ],
  },
  {
    id: 'cta-book',
    name: 'Book now band',
    group: 'Calls to action',
    summary: 'A photo band with a booking button',
    tone: 'blush',
    blocks: [
      hero({
        heading: 'Ready when you are',
        text: 'Choose a session and a date, and we will take care of the rest.',
        button: 'Book your session',
        link: book,
        shape: 'landscape',
      }),
    ],
  },
  {
    id: 'cta-contact',
    name: 'Say hello band',
    group: 'Calls to action',
    summary: 'Invite visitors to get in touch',
    tone: 'sage',
    blocks: [
      hero({
        heading: 'Have something special in mind?',
        text: 'Tell us about it. We answer every message within one working day.',
        button: 'Get in touch',
        link: '#contact',
        shape: 'landscape',
      }),
      contact('Contact {{businessName}}'),
    ],
  },
  {
    id: 'portfolio-masonry',
    name: 'Portfolio, masonry',
    group: 'Galleries',
    summary: 'Captioned photos in a flowing masonry layout',
    tone: 'dusk',
    blocks: [
      portfolio(
        'Portfolio',
        'A few recent favourites, one from each kind of session.',
        'masonry',
        'portrait',
        [
          ['A bride laughing with her bridesmaids', 'Weddings'],
          ['A newborn asleep in her father’s arms', 'Newborn'],
          ['A family on a windy beach', 'Family'],
          ['A couple dancing in the kitchen', 'Couples'],
          ['A portrait in soft shade', 'Portraits'],
          ['Siblings in matching jumpers', 'Family'],
        ],
      ),
    ],
  },
  {
    id: 'portfolio-even',
    name: 'Portfolio, even grid',
    group: 'Galleries',
    summary: 'Captioned photos in neat rows',
    blocks: [
      portfolio('Recent sessions', '', 'even', 'landscape', [
        ['Autumn family walk', 'The Harper family'],
        ['Garden wedding', 'Lucy and Ben'],
        ['Studio newborn', 'Baby Ada'],
      ]),
    ],
  },
  {
    id: 'inquiry',
    name: 'Inquiry form',
    group: 'Booking and contact',
    summary: 'Visitors ask about a date or a session',
    blocks: [
      inquiry(
        'Tell me about your session',
        'Share a few details and I will reply within two days.',
      ),
    ],
  },
  {
    id: 'free-times',
    name: 'Next free times',
    group: 'Booking and contact',
    summary: 'The next free times of a session, each one a link to book it',
    blocks: [
      freeTimes('Next free times', 'Pick a time that suits you; you confirm it on the next page.'),
    ],
  },
  {
    id: 'pricing-table',
    name: 'Prices',
    group: 'Booking and contact',
    summary: 'Your sessions with their packages and prices',
    blocks: [
      pricing(
        'Investment',
        'Every session includes planning, the session and your online gallery.',
      ),
    ],
  },
  {
    id: 'services-list',
    name: 'Sessions list',
    group: 'Booking and contact',
    summary: 'Your bookable sessions with prices',
    blocks: [services('Sessions', 'Book')],
  },
  {
    id: 'services-intro',
    name: 'Sessions with an introduction',
    group: 'Booking and contact',
    summary: 'A few words, then your sessions',
    blocks: [
      prose('Find your session', [
        'Every session includes planning, relaxed photography and a private gallery of edited photographs.',
      ]),
      services('', 'Book'),
    ],
  },
  {
    id: 'contact-details',
    name: 'Contact details',
    group: 'Booking and contact',
    summary: 'Email, phone and your studio address',
    blocks: [contact('Get in touch')],
  },
  {
    id: 'footer-thanks',
    name: 'Closing line',
    group: 'Booking and contact',
    summary: 'A warm footer with your name',
    blocks: [footer('Thank you for visiting {{businessName}}.')],
  },
];

export const sectionTemplates: TSectionTemplate[] = sections.map((section) => ({
  ...section,
  kind: 'section',
  tone: section.tone ?? 'sand',
}));
