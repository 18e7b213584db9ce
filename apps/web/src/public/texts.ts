// Texts of the clients' booking pages. Server and
// validation texts come from the shared messages module; these are only what the pages add.
export const texts = {
  bookSession: 'Book a session',
  chooseService: 'Choose a session to book',
  noServices: 'There is nothing to book right now. Send an inquiry and we will get back to you.',
  fromPrice: (price: string) => `From ${price}`,
  viewService: 'View times and book',
  loading: 'Loading…',
  loadFailed: 'We could not load this page.',
  retry: 'Try again',
  notFoundTitle: 'Page not found',
  poweredBy: 'Online booking',

  // Service page.
  photos: (name: string) => `Photos of ${name}`,
  photoAlt: (name: string, n: number) => `${name}, photo ${n}`,
  stepPackage: 'Choose your package',
  stepExtras: 'Add extras',
  skipToContent: 'Skip to content',
  stepTime: 'Choose a date and time',
  stepDetails: 'Your details',
  duration: (minutes: number) =>
    minutes >= 60
      ? `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`
      : `${minutes} min`,
  addons: 'Add-ons',
  addonsHint: 'Optional extras for your session',
  decrease: (name: string) => `Fewer ${name}`,
  increase: (name: string) => `More ${name}`,
  quantityOf: (name: string) => `Quantity of ${name}`,
  each: (price: string) => `${price} each`,

  // Availability.
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  noTimesThisMonth: 'No times left this month.',
  showNextTimes: 'Show the next available date',
  timesIn: (zone: string) => `Times are in ${zone} time.`,
  yourTimeBelow: (zone: string) => `Your own time (${zone}) is shown below each time.`,
  yourTime: 'your time',
  premiumFee: (fee: string) => `+ ${fee} fee`,
  reservation: 'Reservation',
  taken: 'Booked',
  currentTime: 'Your booking',
  timesAvailable: (n: number) => (n === 1 ? '1 time available' : `${n} times available`),
  chooseDay: 'Choose a day to see its times.',
  calendarKeys: 'Use the arrow keys to move between dates.',
  weekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],

  // Hold and checkout.
  heldFor: 'Held for',
  holdAnnouncement: (minutes: number) =>
    minutes === 1
      ? 'Your time is held for 1 more minute.'
      : `Your time is held for ${minutes} more minutes.`,
  holdExplainer: 'We hold this time for you while you enter your details.',
  changeTime: 'Choose another time',
  holding: 'Holding this time…',
  alternativesTitle: 'These times are still free:',
  fullName: 'Full name',
  email: 'Email',
  phone: 'Phone',
  couponCode: 'Coupon code',
  apply: 'Apply',
  couponApplied: (code: string) => `Coupon ${code} applied.`,
  removeCoupon: 'Remove',
  priceSummary: 'Price',
  subtotal: 'Subtotal',
  coupon: 'Coupon',
  tax: 'Tax',
  taxIncluded: 'Includes tax',
  total: 'Total',
  dueNow: 'Due now',
  dueLater: 'Due later',
  payment: 'Payment',
  book: 'Book',
  payAndBook: 'Pay deposit and book',
  booking: 'Booking…',
  redirectingToPayment: 'Taking you to the secure payment page…',
  fixErrors: 'Please check the fields marked in red.',
  required: 'required',

  // Confirmation and payment return.
  confirmedTitle: 'You are booked!',
  confirmedLead: (email: string) => `We have sent a confirmation to ${email}.`,
  addToCalendar: 'Add to calendar',
  manageBooking: 'Manage your booking',
  paid: 'Paid',
  due: 'Still due',
  when: 'When',
  where: 'Where',
  service: 'Service',
  package: 'Package',
  status: 'Status',
  waitingForPayment: 'Confirming your payment…',
  paymentExpired:
    'Your payment was not completed, so this time was released. You have not been charged. Please choose a time again.',
  paymentStillOpen:
    'We have not received the payment confirmation yet. If you paid, you will get an email as soon as it arrives.',
  checkAgain: 'Check again',
  backToService: 'Back to the booking page',
  paymentCancelled: 'Payment cancelled. Your time was released — choose a time to book again.',
  paymentCancelledUnsure:
    'Payment cancelled. You have not been charged — choose a time to book again.',
  paymentCompletedMeanwhile: 'This payment went through, so your booking is confirmed.',

  // Questions asked after booking (confirmation and manage page).
  questionsTitle: 'A few questions before your session',
  questionsLead: (businessName: string) =>
    `${businessName} would like to know a little more to prepare your session.`,
  sendAnswers: 'Send answers',
  answersThanks: 'Thank you! Your answers have been sent.',

  // Waitlist and inquiry.
  noTimesTitle: 'No times are available right now',
  waitlistLead: 'Join the waitlist and we will let you know when a time opens up.',
  note: 'Note (optional)',
  joinWaitlist: 'Join the waitlist',
  waitlistThanks: 'Thank you! You are on the waitlist. We will email you when a time opens up.',
  inquiryTitle: 'Send an inquiry',
  inquiryLead: 'Have a question or need a different time? Send us a message.',
  sendInquiry: 'Send inquiry',
  sending: 'Sending…',
  inquiryThanks: 'Thank you! Your inquiry has been sent. We will get back to you soon.',
  yes: 'Yes',
  no: 'No',
  choose: 'Choose…',

  // Manage page.
  yourBooking: 'Your booking',
  bookingStatus: { ACTIVE: 'Booked', CANCELED: 'Cancelled' } as Record<string, string>,
  invoices: 'Payments',
  invoiceStatus: { PAID: 'Paid', PENDING: 'Pending', CANCELED: 'Cancelled' } as Record<
    string,
    string
  >,
  dueOn: (date: string) => `Due ${date}`,
  paidOn: (date: string) => `Paid ${date}`,
  dueAtBooking: 'Due at booking',
  pay: 'Pay',
  cancelBooking: 'Cancel booking',
  cancelTitle: 'Cancel this booking?',
  cancelBody: (when: string) =>
    `Your booking on ${when} will be cancelled and the time released for others. This cannot be undone.`,
  keepBooking: 'Keep booking',
  confirmCancel: 'Yes, cancel it',
  canceled: 'Your booking has been cancelled.',
  moveTitle: 'Change time',
  moveConfirm: (when: string) => `Move your booking to ${when}?`,
  move: 'Move booking',
  moved: 'Your booking has been moved.',
  close: 'Close',
  changeNotice: (hours: number) =>
    hours > 0 ? `Changes are possible until ${hours} hours before your session.` : '',
  noDate: 'Date to be arranged',
  answers: 'Your answers',
} as const;
