export declare const CACHEABLE_PATH: RegExp;
export declare const HARMLESS_COOKIE: RegExp;
export declare const NOT_A_PAGE_LOAD: readonly string[];
export declare const COMPANY_PATH: RegExp;
export declare const SESSION_COOKIE: RegExp;
export declare const CHAT_COOKIE: 'support_chat';
export declare const FILL_HEADER: 'x-engros-page-fill';
export declare const COMPANY_FILL_HEADER: 'x-engros-company-page';
export declare function cookiesOf(header: string | undefined): { name: string; value: string }[];
export type PageLoad = {
  method: string | undefined;
  pathname: string;
  search: string;
  hasHeader: (name: string) => boolean;
  cookies: { name: string }[];
};
export declare function isSignedOutPageLoad(load: PageLoad): boolean;
export declare function isCompanyPageLoad(load: PageLoad): boolean;
export declare function productsShown(html: string, path?: string): Set<string>;
