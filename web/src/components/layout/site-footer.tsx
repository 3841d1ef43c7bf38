import { Link } from 'react-router';
import { StoreButtons } from '@/components/store-buttons';
import { LogoMark } from '@/components/layout/logo';
import { FacebookIcon, InstagramIcon, LinkedInIcon, XIcon } from '@/components/layout/social-icons';
import styles from './site-footer.module.css';

const linkGroups = [
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About' },
      { to: '/careers', label: 'Careers' },
      { to: '/contact', label: 'Contact' },
    ],
  },
  {
    title: 'Explore',
    links: [
      { to: '/marketplace', label: 'Marketplace' },
      { to: '/pricing', label: 'CRM' },
      { to: '/support', label: 'Support' },
      { to: '/developers', label: 'Developers' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/privacy-policy', label: 'Privacy Policy' },
      { to: '/terms-of-service', label: 'Terms of Service' },
    ],
  },
] as const;

// docs/product.md#pages-and-routes: social links open in the same tab (no target attribute).
const socialLinks = [
  { href: 'https://www.facebook.com/', label: 'Petnest on Facebook', icon: <FacebookIcon /> },
  { href: 'https://www.instagram.com/', label: 'Petnest on Instagram', icon: <InstagramIcon /> },
  { href: 'https://x.com/', label: 'Petnest on X', icon: <XIcon /> },
  { href: 'https://www.linkedin.com/', label: 'Petnest on LinkedIn', icon: <LinkedInIcon /> },
] as const;

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brandColumn}>
          <Link to="/" className={styles.brand}>
            <LogoMark size={28} />
            <span>Petnest</span>
          </Link>
          <p className={styles.tagline}>Connecting pet owners with trusted service providers.</p>
          <ul className={styles.social} aria-label="Social media">
            {socialLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} aria-label={link.label} className={styles.socialLink} rel="noopener noreferrer">
                  {link.icon}
                </a>
              </li>
            ))}
          </ul>
        </div>
        {linkGroups.map((group) => (
          <nav key={group.title} aria-label={group.title} className={styles.group}>
            <h2 className={styles.groupTitle}>{group.title}</h2>
            <ul className={styles.links}>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={styles.link}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className={`${styles.group} ${styles.wide}`}>
          <h2 className={styles.groupTitle}>Get the app</h2>
          <StoreButtons tone="dark" />
        </div>
      </div>
      <div className={styles.bottom}>
        <p>&copy; {year} Petnest. All rights reserved.</p>
      </div>
    </footer>
  );
}
