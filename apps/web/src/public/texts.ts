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
  /** On the time a visitor clicked on the business's website (?time=), while it is still free. */
  pickedTime: 'Your pick',
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

  // Contracts: the manage page's list and the signing page.
  contracts: 'Contracts',
  readAndSign: 'Read and sign',
  downloadPdf: 'Download PDF',
  contractStatus: {
    SENT: 'To sign',
    VIEWED: 'To sign',
    CLIENT_SIGNED: 'Signed',
    COUNTERSIGNED: 'Signed',
    COMPLETED: 'Signed',
    VOIDED: 'Voided',
  } as Record<string, string>,
  contractEyebrow: 'Contract',
  contractFor: (business: string, client: string) => `From ${business} for ${client}`,
  contractLoadFailed: 'We could not open this contract.',
  contractVoidedTitle: 'This contract is no longer valid',
  signTitle: 'Adopt and sign',
  disclosureTitle: 'Electronic records and signatures',
  /** What the disclosure and consent are about: one contract, or all of a booking's. */
  disclosure: (business: string, email: string | null, subject = 'this contract') => [
    `By checking the box below, you agree to receive and sign ${subject} with ${business} electronically, and that your electronic signature has the same effect as a handwritten one.`,
    `You may ask ${business} for a paper copy of ${subject} at no charge${email ? ` by writing to ${email}` : ''}.`,
    `You may withdraw this consent at any time before you sign: simply do not sign here and contact ${business}${email ? ` at ${email}` : ''}, who will arrange a paper process with you instead.`,
    'To sign and keep a copy you need a phone, tablet or computer with a current web browser and the ability to download and open a PDF file.',
  ],
  consentLabel: (subject = 'this contract') =>
    `I agree to use electronic records and signatures for ${subject}.`,
  signatureLabel: 'Signature',
  signLegal:
    'By selecting Adopt and sign, you agree that the signature above is the electronic representation of your signature on this contract.',
  signing: 'Signing…',
  reload: 'Reload the contract',
  signedTitle: 'Signed',
  signedOn: (when: string) => `You signed this contract on ${when}.`,
  awaitingCountersign:
    'Waiting for the photographer’s countersignature. You will receive the signed PDF by email once they have signed.',
  preparingPdf: 'Preparing the signed PDF…',
  pdfLater: 'The signed PDF is on its way to your email.',
  // The booking page's contracts step.
  stepContracts: 'Contracts',
  contractsSubject: (count: number) => (count === 1 ? 'this contract' : 'these contracts'),
  contractsIntro: (business: string, count: number) =>
    `${business} asks you to read and sign ${count === 1 ? 'this contract' : `these ${count} contracts`} before you book.`,
  contractScrollHint: 'Scroll inside the contract to read all of it.',
  adoptTitle: 'Your signature',
  adoptHint: (count: number) =>
    count === 1
      ? 'You sign once; your signature goes on the contract when you book.'
      : 'You sign once; your signature goes on every contract above when you book.',
  bookingSignLegal: (button: string, subject: string) =>
    `By selecting ${button}, you agree that the signature above is the electronic representation of your signature on ${subject}.`,
  contractsUpdated:
    'Your details changed, so the contracts read differently now. Please read them again before you book.',
} as const;
