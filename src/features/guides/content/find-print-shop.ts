/** What to ask the print shop, in order: `guides.findPrintShop.tips.<id>`. */
export const printShopTipIds = ['bring', 'paper', 'size'] as const;
