// The pages of the sessions a photographer sells (weddings, newborn, family, maternity, portraits,
// engagements), in the three voices of page-kinds.ts; kept apart from the site's general pages.
import { book, contact, inquiry, prose, services } from './build.ts';
import type { TPageKind } from './page-kinds.ts';

export const sessionPageKinds: TPageKind[] = [
  {
    key: 'weddings',
    name: 'Weddings',
    title: 'Weddings',
    slug: 'weddings',
    group: 'Portfolio and sessions',
    summary: 'Wedding photography, from the first look to the last dance',
    description: 'Wedding photography by {{businessName}}: relaxed, honest and full of feeling.',
    hero: {
      heading: ['Weddings', 'Your day, as it felt', 'Weddings'],
      text: [
        'Unobtrusive coverage of your whole day, from getting ready to the last dance.',
        'Quiet moments, loud laughter and everything in between, told as it happened.',
        'Documentary wedding photography.',
      ],
      button: 'Check your date',
      link: '#contact',
    },
    story: prose('How I photograph weddings', [
      'Most of the day I am simply there, noticing. A short portrait session with the two of you and a few family groups are the only moments I direct.',
      'Before the wedding we meet to plan the timings, so that the light and the day work together. Afterwards you receive a full gallery and a slideshow to share.',
    ]),
    gallery: {
      heading: ['Recent weddings', 'Love stories', 'Weddings'],
      alts: [
        'The bride getting ready by the window',
        'Groom wiping a tear during the vows',
        'Guests throwing petals after the ceremony',
        'The couple walking through a field at sunset',
        'A toast during the speeches',
        'First dance under string lights',
      ],
    },
    action: [
      inquiry('Tell us about your wedding', 'Your date, your venue and a little about you two.'),
      contact('Or write to us directly'),
    ],
  },
  {
    key: 'newborn',
    name: 'Newborn',
    title: 'Newborn',
    slug: 'newborn',
    group: 'Portfolio and sessions',
    summary: 'Gentle newborn sessions at home or in the studio',
    description: 'Gentle, safety-first newborn photography by {{businessName}}.',
    hero: {
      heading: ['Newborn sessions', 'Those first tiny days', 'Newborn'],
      text: [
        'Calm, baby-led sessions in the first weeks, at home or in a warm studio.',
        'Soft light, slow pace and all the cuddles you need. Baby sets the rhythm.',
        'Baby-led, safety first.',
      ],
      button: 'Reserve your due date',
      link: book,
      shape: 'landscape',
    },
    story: prose('What to expect', [
      'Newborn sessions are best in the first two weeks, but every baby is different and any age is welcome. We book around your due date and adjust once your little one arrives.',
      'Sessions last around three hours with plenty of breaks for feeding and settling. Safety comes first: every pose is gentle and supported.',
    ]),
    gallery: {
      heading: ['Newborn gallery', 'Tiny details', 'Newborn'],
      alts: [
        'A sleeping newborn on a cream blanket',
        'Tiny toes held in a parent’s hand',
        'Parents looking down at their baby',
      ],
    },
    action: [services('Newborn sessions', 'Book')],
  },
  {
    key: 'family',
    name: 'Family',
    title: 'Family',
    slug: 'family',
    group: 'Portfolio and sessions',
    summary: 'Relaxed family sessions outdoors or at home',
    description: 'Relaxed family photography by {{businessName}}, outdoors or at home.',
    hero: {
      heading: ['Family sessions', 'The way you are together', 'Family'],
      text: [
        'An easy hour together outdoors or at home, with games, walks and real laughter.',
        'Not perfect poses, just your people, close together, being themselves.',
        'Families, as they are.',
      ],
      button: 'Book a family session',
      link: book,
    },
    story: prose('Made for real families', [
      'Little ones who do not sit still are very welcome. We play, we walk, we chase bubbles, and the photographs come from that.',
      'I suggest the golden hour before sunset for the softest light, and a location that means something to you.',
    ]),
    gallery: {
      heading: ['Family sessions', 'Families I love', 'Families'],
      alts: [
        'A family walking hand in hand on the beach',
        'A toddler on his father’s shoulders',
        'Sisters laughing in the long grass',
        'A family cuddled up on a picnic blanket',
      ],
    },
    action: [services('Family sessions', 'Book')],
  },
  {
    key: 'maternity',
    name: 'Maternity',
    title: 'Maternity',
    slug: 'maternity',
    group: 'Portfolio and sessions',
    summary: 'Maternity portraits in soft, flattering light',
    description: 'Maternity photography by {{businessName}}: calm, flattering and timeless.',
    hero: {
      heading: ['Maternity', 'Waiting for you', 'Maternity'],
      text: [
        'Portraits of this season, best taken between 30 and 36 weeks.',
        'A calm session to remember how it felt, just before everything changed.',
        'Timeless maternity portraits.',
      ],
      button: 'Book a maternity session',
      link: book,
      shape: 'landscape',
    },
    story: prose('Your maternity session', [
      'We meet at golden hour in a quiet spot, or at home with soft window light. Partners and older siblings are welcome to join.',
      'A few flowing dresses are available to borrow, so you only need to bring yourself.',
    ]),
    gallery: {
      heading: ['Maternity portraits', 'Expecting', 'Maternity'],
      alts: [
        'An expectant mother in a field at sunset',
        'A couple’s hands resting on the bump',
        'A maternity portrait by a window',
      ],
    },
    action: [services('Book your session', 'Book')],
  },
  {
    key: 'portraits',
    name: 'Portraits',
    title: 'Portraits',
    slug: 'portraits',
    group: 'Portfolio and sessions',
    summary: 'Personal portraits and professional headshots',
    description: 'Portraits and headshots by {{businessName}} that look like you on a good day.',
    hero: {
      heading: ['Portraits and headshots', 'You, on a good day', 'Portraits'],
      text: [
        'Professional headshots and personal portraits, with relaxed direction.',
        'For your website, your profile, or simply for you. No stiff smiles required.',
        'Headshots and personal portraits.',
      ],
      button: 'Book a portrait session',
      link: book,
      shape: 'landscape',
    },
    story: prose('How it works', [
      'We start with a chat about where the photographs will be used. Then a short, guided session, with breaks to look at the pictures together.',
      'You choose your favourites the same day, and receive them retouched within a week.',
    ]),
    gallery: {
      heading: ['Recent portraits', 'Faces', 'Portraits'],
      alts: [
        'Headshot of a smiling woman against a plain wall',
        'A man in a linen shirt outdoors',
        'Portrait of an artist in her studio',
      ],
    },
    action: [services('Portrait sessions', 'Book')],
  },
  {
    key: 'engagements',
    name: 'Engagements',
    title: 'Engagements',
    slug: 'engagements',
    group: 'Portfolio and sessions',
    summary: 'Couples and engagement sessions',
    description: 'Engagement and couples photography by {{businessName}}.',
    hero: {
      heading: ['Engagement sessions', 'Just the two of you', 'Couples'],
      text: [
        'A relaxed walk together, and the perfect warm-up before your wedding.',
        'An hour to slow down, hold hands and enjoy each other. I will take care of the rest.',
        'Couples and engagements.',
      ],
      button: 'Book an engagement session',
      link: book,
    },
    story: prose('Why an engagement session', [
      'It is the easiest way to get comfortable in front of the camera before your wedding, and to know how we work together.',
      'Many couples use these photographs for their invitations and save-the-dates.',
    ]),
    gallery: {
      heading: ['Couples', 'Together', 'Couples'],
      alts: [
        'A couple sharing a laugh on a bridge',
        'An engaged couple walking in the woods',
        'A close embrace at sunset',
      ],
    },
    action: [services('Engagement sessions', 'Book')],
  },
];
