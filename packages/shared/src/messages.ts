// Every text shown to people, word for word.
export const messages = {
  required: 'This field cannot be left blank',
  maxLength: (label: string, n: number) => `The ${label} must be less than ${n} characters`,
  minLength: (label: string, n: number) => `The ${label} must be more than ${n} characters`,
  confirmMismatch: (label: string) => `The ${label} that you entered do not match!`,
  email: 'Please enter the correct email format',
  url: 'Please enter the correct url format',
  domainFormat: 'Please enter the correct domain format',
  phone: 'Please enter the correct phone number format',
  number: 'Please enter the correct number format',
  money: 'Please enter the correct money format',
  password: 'Password must be at least 6 characters long',
  passwordTooCommon: 'This password is too common. Please choose a less predictable one.',
  subjectLineBreak: 'The subject cannot contain line breaks',

  domainNotAvailable: 'This domain is not available',
  domainMin: 'Domain must be at least 4 characters long',
  domainMax: 'Domain must be at most 64 characters long',
  domainCharacters: 'Domain must contain only letters, numbers, and hyphens',
  domainEdges: 'Domain must start and end with a letter or number',
  domainHyphens: 'Domain must not contain consecutive hyphens',

  imageFormat: 'You can only upload image file in formats: JPEG,JPG, PNG, TIFF, DNG!',
  imageSize: 'File must smaller than 10MB!',
  uploadError: 'Upload file error',

  saved: 'Saved!',
  deleted: 'Deleted!',
  helpSent: 'Successfully!',
  notificationSettingsUpdated: 'Notification settings updated.',
  allNotificationsRead: 'All notifications marked as read.',
  discardChanges: 'Your changes have not been saved. Do you want to discard them?',

  notFound: 'The page you’re looking for does not exist. Sorry!',
  accessDenied: 'Access denied',
  badGateway: 'Bad gateway',
  serviceUnavailable: 'Service unavailable',
  gatewayTimeout: 'Gateway timeout',
  networkError: 'Error connect to server',
  chunkLoadError: 'A new version of the app is available. Reloading…',
  goBackHome: 'Go back Home',

  // Auth and account.
  invalidCredentials: 'The email or password is incorrect',
  emailTaken: 'An account with this email already exists',
  tooManyAttempts: (minutes: number) =>
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  sessionExpired: 'Your session has expired. Please log in again.',
  unauthorized: 'Please log in to continue',
  resetLinkInvalid: 'This password reset link is invalid or has expired',
  confirmLinkInvalid: 'This confirmation link is invalid or has expired',
  resetRequested: 'If an account exists for that email, we have sent a link to reset the password.',
  passwordChanged: 'Your password has been changed',
  currentPasswordWrong: 'The current password is incorrect',
  emailConfirmed: 'Your email address is confirmed',
  confirmationSent: 'We have sent you a confirmation email',
  loginNotFound: 'This sign-in method is not connected',
  lastLoginMethod: 'You cannot remove your only way to sign in',
  businessNotFound: 'Business not found',
  businessHeaderInvalid: 'The X-Business-Id header must name a business by its id',
  internalError: 'Something went wrong. Please try again.',
  validationFailed: 'Validation failed',
  // Requests the server refuses before reading them. None repeats what was sent.
  forbiddenCharacters: 'This field contains characters that are not allowed',
  dateOutOfRange: (min: string, max: string) => `Please enter a date between ${min} and ${max}`,
  dateTimeFormat: 'Please enter a valid date and time',
  numberRange: (min: number, max: number) =>
    `Please enter a whole number between ${min} and ${max}`,
  badRequest: 'The request could not be understood',
  invalidJson: 'The request body is not valid JSON',
  jsonTooDeep: (depth: number) => `The request body is nested more than ${depth} levels deep`,
  requestTooLarge: 'The request is too large',
  urlTooLong: 'The address is too long',
  unsupportedMediaType: 'This type of request body is not accepted here',
  notAcceptable: 'This address cannot answer in the format asked for',
  imageTooManyPixels: (megapixels: number) =>
    `The image is too large: at most ${megapixels} megapixels`,
  dueIntervalMin: 'Due interval must be at least 1',
  dueIntervalMax: (n: number) => `Due interval must be at most ${n}`,
  usageLimitMax: (n: number) => `The usage limit must be at most ${n}`,
  tooManyUploads: (minutes: number) =>
    `Too many uploads. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,

  // Account emails and social sign-in.
  sameEmail: 'This is already your email address',
  changeEmailSent: (email: string) =>
    `We have sent a link to ${email}. Open it to confirm your new email address.`,
  changeEmailLinkInvalid: 'This email change link is invalid or has expired',
  emailChanged: 'Your email address has been changed',
  emailAlreadyConfirmed: 'Your email address is already confirmed',
  googleNotConfigured: 'Google sign-in is not configured',
  facebookNotConfigured: 'Facebook sign-in is not configured',
  socialSignInFailed: (provider: string) =>
    `${provider} sign-in did not complete. Please try again.`,
  socialProviderUnreachable: (provider: string) =>
    `${provider} could not be reached. Please try again in a moment.`,
  socialEmailInUse: (provider: string) =>
    `An account with this email already exists. Log in with your email and password, then connect ${provider} on your account page.`,
  socialConnectedElsewhere: (provider: string) =>
    `This ${provider} account is already connected to another account.`,
  socialSignupNeeded: 'There is no account for you yet. Finish signing up to create one.',
  socialSignupExpired: 'This sign-up has expired. Please choose how to sign up again.',

  // Business profile, options and uploads.
  sameBusinessEmail: 'This is already the email address of the business',
  businessEmailChanged: 'The email address of the business has been changed',
  serviceNotConnected: 'This service is not connected',
  paymentInProgress:
    'A client is paying online right now. You can disconnect once the payment is completed or has expired (within an hour at most).',
  optionTooLarge: 'The value is too large to save',
  // Demo data.
  noDemoData: 'There is no demo data to remove',
  demoServiceNotBookable: 'This is a sample service from the demo data: it cannot be booked.',
  unknownOption:
    'There is no option with this name (each setting has its own route: see /api/openapi.json)',
  fontChoice: 'Please choose one of the fonts: Lora, Manrope',
  zoomUrl: 'Please enter a Zoom meeting link, such as https://zoom.us/j/1234567890',
  fileRequired: 'Please choose a file to upload',
  // Services and scheduling.
  serviceNotFound: 'This service does not exist or was deleted',
  slotConflict: 'Conflict with another time slot',
  shootTimeConflict: 'The time you selected conflicts with another time slot(s):',
  slotBookingHeld: 'Booking...',
  // Services.
  serviceKind: 'Please choose the kind of service',
  chooseFromList: 'Please choose a value from the list',
  paymentAmountPositive: 'The amount must be greater than 0',
  paymentPercentMax: 'A percentage cannot be more than 100%',
  paymentScheduleOver100:
    'The percentages of the payment schedule must not add up to more than 100%',
  paymentScheduleMax: (n: number) => `A payment schedule has at most ${n} payments`,
  taxRateRange: 'The tax rate must be between 0% and 100%',
  galleryMax: (n: number) => `A gallery holds at most ${n} images`,
  galleryDuplicate: 'Each image can be in the gallery only once',
  galleryImageMissing: 'This image was not found. Please upload it again.',
  // Packages, add-ons and availability.
  totalFeeMinimum: 'The total amount must be 0 or greater than 0.5',
  totalFeeNegative: 'Total fee must be greater than or equal to 0',
  amountMinimum: (label: string) => `The ${label} must be 0 or greater than 0.5`,
  amountNegative: (label: string) => `The ${label} must be greater than or equal to 0`,
  amountTooLarge: 'The amount is too large',
  quantityMin: 'Quantity must be greater than 0',
  quantityMax: (max: number) => `Quantity must be less than or equal to ${max}`,
  maxQuantityMin: 'Max quantity must be at least 1',
  maxQuantityMax: (n: number) => `Max quantity must be at most ${n}`,
  discountPositive: 'The discount must be greater than 0',
  discountPercentMax: 'The discount cannot be more than 100%',
  discountOverFee: 'The discount cannot be more than the total fee',
  reservationDiscountOverFee: 'The reservation discount cannot be more than the total fee',
  maxSlotsMin: 'Max slots must be at least 1',
  maxSlotsMax: (n: number) => `Max slots must be at most ${n}`,
  endDateBeforeStart: 'The end date must be on or after the start date',
  durationChoice: 'Please choose a duration from the list',
  packageNotFound: 'This package does not exist or was deleted',
  addonNotFound: 'This add-on does not exist or was deleted',
  reorderMismatch: 'The new order must list every item of the service exactly once',
  pricingAlreadySetUp: 'Pricing is already set up for this service',
  availabilityTemplateNotFound: 'This availability template does not exist or was deleted',
  availabilityTemplateInUse: (names: string) =>
    `This availability template is used by ${names}. Choose another template for them first.`,
  availabilityForSessions: 'Availability templates are for full sessions and bundles',
  availabilityTypeChoice: 'Please choose weekly hours or specific dates',
  timeFormat: 'Please enter a time as HH:mm:ss',
  dateFormat: 'Please enter a valid date as YYYY-MM-DD',
  endTimeAfterStart: 'The end time must be after the start time',
  windowsOverlap: 'Time windows of the same day must not overlap',
  bookableRangeMax: (days: number) => `Choose a range of at most ${days} days`,
  // Scheduling: mini session dates and time slots.
  slotDateFormat: 'Please enter a valid date as YYYY-MM-DD',
  slotTimeFormat: 'Please enter a time as HH:mm',
  slotDurationChoice: 'Please choose a duration from the list',
  slotBufferChoice: 'Please choose a buffer from the list',
  slotEndAfterStart: 'The end time must be after the start time',
  slotWindowTooShort: 'The time between start and end is shorter than one time slot',
  slotGenerationIncomplete:
    'To generate time slots, enter the start time, end time, duration and buffer',
  slotNothingToChange: 'Nothing to change',
  premiumFeePositive: 'The premium fee must be greater than 0',
  premiumFeeTooLarge: 'The premium fee is too large',
  serviceDateNotFound: 'This date does not exist or was deleted',
  slotNotFound: 'This time slot does not exist or was deleted',
  datesForMiniSessions: 'Dates and time slots belong to mini sessions',
  noSlotsFit: 'No time slot fits between the start and end time on this day',
  tooManySlots: (n: number) => `A date holds at most ${n} time slots`,
  slotProtected:
    'This time slot is booked or being booked, so it cannot be removed, moved or shortened. Move or cancel the booking first.',
  slotBreakProtected: 'A booked or held time slot cannot be made a break time',
  serviceDateHasBookings:
    'This date has booked or held time slots, so it cannot be deleted. Move or cancel those bookings first.',
  serviceDateMoveHasBookings:
    'This date has booked or held time slots, so it cannot be moved to another day. Move or cancel those bookings first.',
  serviceDateChangedMeanwhile:
    'The time slots of this date changed meanwhile. Please reload the page and try again.',
  // Contract templates and service contracts.
  contractTemplateNotFound: 'This contract does not exist or was deleted',
  contractAlreadyAttached: 'This contract is already attached to this service',
  contractNotAttached: 'This contract is not attached to this service',
  contractListDuplicate: 'Each contract can be attached to a service only once',
  contractOrderMismatch: 'The new order must list every contract of this service exactly once',
  // Email templates and manual emails.
  emailTemplateNotFound: 'This email template does not exist or was deleted',
  emailAttachmentNotFound: 'This attachment was not found. Please upload it again.',
  defaultEmailTemplateNotDeletable:
    'A default email template cannot be deleted. You can restore its original text instead.',
  emailTemplateNotDefault: 'Only a default email template can be restored to its original text',
  replaceEmailsOneRecord: 'Choose either a shoot (orderId) or an inquiry (inquiryId)',
  emailRecipientMissing: 'This client has no email address to send to',
  emailLinkInvalid: 'This link is invalid or has expired',
  emailNotFound: 'This email does not exist or was deleted',
  emailDeliveryUncertain:
    'The mail server did not confirm this email, so it may have arrived. Check with the client before sending it again.',
  /** The mail server refused a try and the worker tries again later: its answer, as it gave it. */
  emailRetrying: (serverAnswer: string) => `Retrying: ${serverAnswer}`,
  /** In a client's email while the booking questions wait on the manage page. */
  emailPendingQuestions: (manageUrl: string) =>
    `A few questions about your session are waiting for you. Please answer them when you have a moment, it helps us prepare: ${manageUrl}`,
  // Shoots and money.
  shootConflict: 'The time you selected conflicts with another time slot(s):',
  googleCalendarBusy: 'Busy in Google Calendar',
  amountPaidMinimum: 'Amount paid by client must be 0 or greater than 0.5',
  amountPaidNegative: 'Amount paid by client must be greater than or equal to 0',
  amountPaidAboveTotal: 'Amount paid by client must be less than or equal to total fee',
  orderNotFound: 'This shoot does not exist or was deleted',
  orderCanceled: 'This shoot was cancelled, so it cannot be changed',
  shootOfOtherService: 'This shoot belongs to another service',
  oneRecordOnly: 'Choose either a shoot (orderId) or an inquiry (inquiryId)',
  invoiceNotFound: 'This invoice does not exist or was deleted',
  orderAddonNotFound: 'This add-on is not on this shoot',
  packageRequired: 'Please choose a package',
  slotRequired: 'Please choose a time slot',
  slotUnavailable: 'This time slot is no longer available. Please choose another one.',
  couponNotFound: 'This coupon code does not exist',
  couponExpired: 'This coupon code is not valid on this date',
  couponUsedUp: 'This coupon code has been used up',
  couponCodeTaken: 'A coupon with this code already exists',
  // Payment setup and coupons.
  reminderDaysRange: 'Reminders can be sent 1 to 60 days before the due date',
  couponCodeFormat: 'The coupon code may contain only letters, numbers, hyphens and underscores',
  couponUsageLimitMin: 'The usage limit must be at least 1',
  // Shoots: the shoot page and its changes.
  moveBookingMiniSessions:
    'Only a mini session shoot can be moved to another time slot. Change its date and time instead.',
  changeDateTimeFullSessions:
    'A mini session shoot keeps the times of its slots. Move the booking to another time slot instead.',
  // Client booking: the booking pages.
  slotTaken: 'Sorry, someone has just taken this time. Please choose another one.',
  holdExpired: 'Your hold on this time has expired. Please choose the time again.',
  bookingPageNotFound: 'This booking page does not exist or is not open for booking',
  bookingNotFound: 'This booking does not exist or the link is not valid',
  bookingCanceled: 'This booking was cancelled.',
  timeInPast: 'This time has already passed. Please choose another one.',
  clientChangesClosed:
    'This booking cannot be changed online. Please contact the photographer to change it.',
  clientChangeNoticePassed: (hours: number) =>
    `Bookings can be changed online up to ${hours} hours before the session. Please contact the photographer to change it.`,
  clientMoveMiniSessions: 'Only a mini session booking can be moved to another time.',
  checkoutNotFound: 'This payment does not exist',
  premiumTimeLine: 'Premium time',
  addonLine: (name: string, quantity: number) => (quantity > 1 ? `${name} × ${quantity}` : name),
  sessionFeeLine: 'Session fee',
  bookingTooManyRequests: (minutes: number) =>
    `Too many booking requests from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  tooManyLiveHolds: (count: number) =>
    `You are already holding ${count} times. Book one of them or let them go before choosing another time.`,
  tooManyOpenCheckoutsForEmail: (count: number) =>
    `This email address already has ${count === 1 ? 'a booking' : `${count} bookings`} waiting for payment. Complete or cancel ${count === 1 ? 'it' : 'them'} before booking another time.`,
  tooManyBookingsForEmail: (count: number) =>
    `This email address already has ${count === 1 ? 'an upcoming booking' : `${count} upcoming bookings`} of this service. Please contact the photographer to book more.`,
  paymentAlreadyOpen:
    'A payment for this time is already open in another window. Please finish it there.',
  holdAlreadyPaid:
    'This time has already been paid for. Your booking confirmation is on its way by email.',
  bookingLimitRange: (max: number) => `Enter a whole number from 1 to ${max}`,
  answersAlreadySent: 'Your answers have already been sent. Thank you!',
  noQuestionsWaiting: 'There are no questions waiting for this booking',
  answersEmpty: 'Please answer at least one question',
  // Client booking: payments.
  stripePublishableKeyRequired: 'Please enter the publishable key',
  stripePublishableKeyFormat: 'The publishable key starts with pk_test_ or pk_live_',
  stripeSecretKeyRequired: 'Please enter the secret key',
  stripeSecretKeyFormat:
    'The secret key starts with sk_test_ or sk_live_ (a restricted key with rk_test_ or rk_live_)',
  stripeWebhookSecretRequired: 'Please enter the webhook signing secret',
  stripeWebhookSecretFormat: 'The webhook signing secret starts with whsec_',
  stripeKeyModesDiffer:
    'The publishable key and the secret key must both be test keys or both be live keys',
  stripeKeyRefused: 'Stripe did not accept this secret key. Please check it and try again.',
  stripeKeyNotAllowed:
    'This restricted key may not read the account. Allow it to read the balance and to write Checkout Sessions.',
  paymentProviderUnreachable: 'The payment provider could not be reached. Please try again.',
  onlinePaymentsNotConnected: 'This business does not take payments online',
  /**
   * How a client pays a business that has not connected online payments: said the same way at
   * checkout, on the confirmation, on the manage page and in the confirmation email.
   */
  payOffline:
    'No payment is taken online. You’ll pay at the session, or by the photographer’s invoice.',
  invoiceNotPayable: 'This invoice is not waiting for a payment',
  webhookSignatureInvalid: 'The webhook signature could not be verified',
  invoicePaymentLine: (businessName: string, invoiceNumber: number, orderId: string) =>
    `${businessName}: invoice ${invoiceNumber} of booking ${orderId}`,
  // Client booking: questionnaires, waitlists and inquiries.
  answerYesNo: 'Please answer yes or no',
  answerText: 'Please enter your answer as text',
  answerChoices: 'Please choose values from the list',
  questionnaireNotFound: 'This questionnaire does not exist or was deleted',
  questionIdsUnique: 'Each question of a questionnaire must have its own id',
  questionOptionsRequired: 'Add at least one option to this question',
  questionnaireDefaultInquiryOnly: 'Only an inquiry questionnaire can be the default inquiry form',
  questionnaireTypeInUse:
    'This questionnaire is used by services, so its type cannot change. Detach it from them first.',
  bookingQuestionnaireRequired: 'Please choose a booking questionnaire',
  inquiryQuestionnaireRequired: 'Please choose an inquiry questionnaire',
  clientChangeNoticeRange: 'The notice must be between 0 and 720 hours',
  waitlistEntryNotFound: 'This waitlist entry does not exist or was deleted',
  inquiryNotFound: 'This inquiry does not exist or was deleted',
  inquiryFormNotFound: 'This inquiry form does not exist or is not open',
  // Contacts.
  customerNotFound: 'This contact does not exist or was deleted',
  customerEmailTaken: 'A contact with this email already exists',
  customerEmailTakenMerge:
    'Another contact already has this email. Merge the two contacts to keep one.',
  customerHasShoots: (count: number) =>
    `This contact has ${count} shoot${count === 1 ? '' : 's'}, so it cannot be deleted: shoots hold payments and history. Merge the contact into another one instead.`,
  mergeChooseDuplicates: 'Choose at least one contact to merge',
  mergeIntoItself: 'A contact cannot be merged into itself',
  mergeTooMany: (max: number) => `Merge at most ${max} contacts at a time`,
  // Inquiry page.
  inquiryShootExists:
    'A shoot has already been created from this inquiry. Open it from the inquiry page.',
  // Workflow templates and the tasks of shoots and inquiries.
  workflowCreated: 'Automation workflow template created successfully',
  workflowUpdated: 'Automation workflow template updated successfully',
  workflowNotFound: 'This workflow template does not exist or was deleted',
  defaultWorkflowNotDeletable: 'Default workflow templates cannot be deleted',
  workflowTaskDuplicate: 'Each task can be listed only once',
  workflowEditApplies:
    'Changes apply to the emails of existing shoots and inquiries that have not been sent yet. Emails already sent, emails edited by hand and due dates changed by hand stay as they are.',
  flowTaskNotFound: 'This task does not exist or was deleted',
  flowTaskEmailTemplateRequired: 'Please choose an email template',
  flowTaskRelativeToRequired: 'Please choose what the due time is relative to',
  flowTaskAbsoluteDueRequired: 'Please choose the due date and time',
  flowTaskNotEmail: 'This task does not send an email',
  flowTaskAlreadySent: 'This email has already been sent',
  flowTaskNoRecipient: 'This client has no email address',
  flowTaskDuePassed: 'Not sent: its due time had already passed when it was planned',
  flowTaskComposeFailed: 'The email could not be made',
  flowTaskNotOfOrder: 'This task is not a task of this shoot',
  flowTaskNoContracts: 'This shoot has no contract waiting to be sent',
  // Contracts of shoots and signing.
  contractNotFound: 'This contract does not exist or was removed',
  contractLinkInvalid: 'This signing link is not valid. Please use the link from your email.',
  contractAlreadySent:
    'This contract has already been sent. To change it, void it and send a new one.',
  contractNotSent: 'This contract has not been sent yet',
  contractVoided: 'This contract was voided by the photographer and can no longer be signed.',
  contractAlreadySigned: 'This contract has already been signed',
  contractChanged:
    'This contract changed after you opened it. Please read it again before signing.',
  contractConsentRequired: 'Please agree to use electronic records and signatures',
  contractSignatureRequired: 'Please type or draw your signature',
  contractSignatureImage: 'The drawn signature could not be read. Please draw it again.',
  contractNotAwaitingCountersign: 'This contract is not waiting for your signature',
  contractSignatureNotAdopted: 'Please adopt your signature first',
  contractCannotVoid: 'A completed contract cannot be voided',
  contractNotSealable: 'This contract is not waiting to be sealed',
  contractPdfNotReady: 'The signed PDF is not ready yet',
  contractNoRecipient: 'This client has no email address to send the contract to',
  contractTemplateOnOrder: 'This contract is already on this shoot',
  contractsChangedDuringBooking:
    'A contract changed while you were reading it. Please read and sign it again.',
  contractsUnsigned: 'Please sign every contract before you book',
  // Notifications.
  notificationNotFound: 'This notification does not exist or was deleted',
  notificationStreamAccept:
    'This address sends a stream of events: ask for it with Accept: text/event-stream',
  noNotifications: 'You have no notifications',
  noUnreadNotifications: 'You have no unread notifications',
  notificationsEmptyHint: 'New bookings, waitlist sign-ups and inquiries will appear here.',
  /** What the client did, between their name and the service. */
  notificationActions: {
    BOOKED: 'booked',
    WAITLISTED: 'joined the waitlist of',
    INQUIRY: 'sent an inquiry for',
    CANCELLED: 'cancelled their booking of',
  },
  /** An inquiry sent from the business-wide form names no service. */
  notificationGeneralInquiry: 'sent an inquiry',
  /** The title of a notification pushed to the owner's devices, by its type. */
  pushTitles: {
    BOOKED: 'New booking',
    WAITLISTED: 'New waitlist sign-up',
    INQUIRY: 'New inquiry',
    CANCELLED: 'Booking cancelled',
  },
  pushTestTitle: 'Test notification',
  pushTestBody: 'Notifications from your studio reach this device.',
  messageTokenNotFound: 'This device does not exist or was removed',
  pushEndpointNotAllowed: 'This push service is not one the app sends to',
  // Global search.
  searchResultsLimit:
    'Search shows the first 1,000 results. Type more of the name, email or phone number to narrow them down.',
} as const;
