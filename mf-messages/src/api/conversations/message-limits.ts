// The limits of enquiries and conversations, as firebase/firestore.rules enforces them (a test
// reads the rules and compares).

export const MESSAGE_LIMITS = {
  /** A message's text, after trimming. */
  textMaxLength: 2000,
  /** Messages a person may send in one minute. */
  messagesPerMinute: 30,
  /** Conversations a person may open (enquiries about new homes) in one hour. */
  conversationsPerHour: 10,
  /** A page of the inbox and of a conversation. */
  pageSize: 20,
} as const;

/** The optional phone number of an enquiry, as the rules accept it. */
export const PHONE_PATTERN = /^[+]?[0-9][0-9 ()./-]{4,28}$/;
/** The optional move-in day of an enquiry (an input of type date gives this shape). */
export const MOVE_IN_PATTERN = /^20[0-9]{2}-[01][0-9]-[0-3][0-9]$/;
