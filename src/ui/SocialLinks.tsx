import { socialProfiles } from './site';

/** The developer's social profiles as a list of links that open in a new tab. */
export function SocialLinks({
  label,
  listClassName,
  linkClassName,
}: {
  label: string;
  listClassName: string;
  linkClassName: string;
}) {
  return (
    <ul className={listClassName} aria-label={label}>
      {socialProfiles.map((link) => (
        <li key={link.label}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className={`rounded-lg border border-border px-3 py-2 text-sm hover:bg-surface-2 ${linkClassName}`}
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
