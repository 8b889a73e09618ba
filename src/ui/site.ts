/**
 * Values the product leaves as placeholders live here and nowhere else
 * (docs/product-rules.md#navigation-and-footer): the developer's name and e-mail, social profiles, the
 * repository and the interview-prep site.
 */
export const site = {
  name: 'QueueBee DSA Visualizer',
  developerName: 'The QueueBee Team',
  email: 'hello@queuebee.dev',
  githubUrl: 'https://github.com/queuebee/dsa-visualizer',
  interviewPrepUrl: 'https://interview-prep.queuebee.dev',
  social: {
    github: 'https://github.com/queuebee',
    linkedin: 'https://www.linkedin.com/company/queuebee',
    twitter: 'https://twitter.com/queuebee',
    instagram: 'https://www.instagram.com/queuebee',
  },
} as const;

/** The developer's four social profiles, in the order the site lists them. */
export const socialProfiles = [
  { label: 'GitHub', href: site.social.github },
  { label: 'LinkedIn', href: site.social.linkedin },
  { label: 'Twitter', href: site.social.twitter },
  { label: 'Instagram', href: site.social.instagram },
] as const;
