/** Settings → Privacy in English (the source; messages/hi.ts mirrors it). */
export const en = {
  group: 'Privacy',
  contactHeading: 'Who sees your contact details',
  contactHint: 'Your phone number and contact email on your profile. You always see your own.',
  phone: 'Phone number',
  email: 'Contact email',
  visibility: {
    nobody: 'Nobody',
    connections: 'My connections',
    everyone: 'Everyone',
  },
  connectionsMeaning: 'Connections are people whose Ignite you accepted, or who accepted yours.',
  saveContact: 'Save contact privacy',
  discoveryHeading: 'Appear in discovery',
  discoveryHint:
    'Let people find your profile in the Find lists and in search. Your profile still opens from a link.',
  discoverable: 'Show my profile in discovery',
  saveDiscovery: 'Save discovery choice',
};
