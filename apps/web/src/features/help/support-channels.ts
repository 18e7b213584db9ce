// Where the product's own support team answers: one page name for Facebook and Instagram.
export const SUPPORT_PAGE_NAME = 'studiophotoapp';

export const supportLinks = {
  facebook: `https://m.me/${SUPPORT_PAGE_NAME}`,
  instagram: `https://ig.me/m/${SUPPORT_PAGE_NAME}`,
} as const;
