export const findPrintShopContent = {
  title: 'Find a Print Shop Near You',
  heading: 'Find a Print Shop Near You',
  lead: 'No printer at home? Any print or copy shop can print your kit in minutes. We can look for the ones closest to you.',
  findButton: 'Find Print Shops Near Me',
  locating: 'Finding your location…',
  locationNote:
    'Your browser will ask to share your location. It is only used to open the map search and is never sent to us.',
  genericLink: 'Search for "print shop near me" instead',
  deniedStatus: 'We could not get your location, so we are opening a general "print shop near me" search.',
  foundStatus: 'Opening print shops near you…',
  tipsHeading: 'What to Ask the Print Shop',
  tips: [
    'Bring the files on your phone, a USB stick, or email them to the shop.',
    'Ask for colour prints on regular paper, and card stock for the clue cards if you want them sturdier.',
    'Print at actual size (100%) so the cards and footprints keep their shape.',
  ],
  back: 'Back',
} as const;
