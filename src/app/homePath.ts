/**
 * Where the route named home lives: the route table declares it there and the pages that lead
 * back home (页面不存在) navigate to it, without importing the table that lazily imports them.
 */
export const HOME_PATH = '/';
