/** The settings page's refusals and answers, in the words staff read. */
export const SETTINGS_MESSAGES = {
  saved: 'The settings have been saved.',
  stale: (who: string) =>
    `${who} saved the settings after you opened them. Reload the page to see their changes, then make yours again.`,
  abnLength: 'Please enter the ABN as its 11 digits, such as 51 824 753 556.',
  abnCheck:
    "This ABN does not pass the ATO's check-digit test: please check its 11 digits against the ABN Lookup.",
  bsb: 'Please enter the BSB as 6 digits, such as 063-000.',
  accountNumber: 'Please enter the account number as 4 to 9 digits.',
  colourFormat: 'Please enter the brand colour as #RRGGBB, such as #1F3F63.',
  colourContrast: (ratio: number) =>
    `White text on this brand colour is hard to read (contrast ${ratio.toFixed(2)}:1; at least 4.5:1 is needed). Please choose a darker colour.`,
  timeZone: 'Please enter the time zone by its IANA name, such as Australia/Melbourne.',
  email: 'Please enter the business e-mail address, such as sales@example.com.',
  website: 'Please enter the website as an address starting with https:// or http://.',
  socialUrl: 'Please enter each social link as an address starting with https://.',
  socialName: 'Please name each social link, such as Facebook.',
  checklistItem: 'Please name each proof checklist item, such as Spelling.',
  checklistItems: 'A proof checklist has at most 12 items.',
  roundsIncluded: 'Please enter the proof rounds included as a whole number from 1 to 20.',
  roundFee: 'Please enter the artwork fee in dollars from 0 to 10,000, such as 35.00.',
  clockTime: (what: string) => `${what}: please enter a 24-hour time such as 09:00.`,
  hoursOrder: 'The closing time must be after the opening time.',
  validityDays: 'Please enter the quote validity as a whole number of days from 1 to 365.',
  priceMovePercent: 'Please enter the price move to list as a percentage from 0.1 to 100, such as 2.',
  tooLong: (what: string, most: number) => `${what} can be at most ${most} characters.`,
  logoUploaded: 'The logo has been uploaded. Save the settings to use it.',
  logoTypes: 'Please upload the logo as a PNG or JPEG image.',
} as const;
