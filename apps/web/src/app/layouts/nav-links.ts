/** Top navigation. Log in and Sign up (features/auth) open the sign-in dialog. */
export const MAIN_NAV_LINKS = [
  { to: "/about", label: "About" },
  { to: "/coverage", label: "Coverage" },
  { to: "/clout", label: "Clout" },
  { to: "/community", label: "Community" },
  { to: "/pricing", label: "Pricing" },
  { to: "/discover", label: "Discover" },
] as const;

/** Footer links, grouped for scanning. */
export const FOOTER_LINK_GROUPS = [
  {
    title: "Product",
    links: [
      { to: "/", label: "Home" },
      { to: "/pricing", label: "Pricing" },
      { to: "/discover", label: "Discover" },
    ],
  },
  {
    title: "Company",
    links: [
      { to: "/about", label: "About" },
      { to: "/careers", label: "Careers" },
      { to: "/press", label: "Press" },
      { to: "/blog", label: "Blog" },
    ],
  },
  {
    title: "Support",
    links: [
      { to: "/help", label: "Help" },
      { to: "/contact", label: "Contact" },
    ],
  },
  {
    title: "Legal",
    links: [
      { to: "/privacy", label: "Privacy" },
      { to: "/terms", label: "Terms" },
    ],
  },
] as const;
