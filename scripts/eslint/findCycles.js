/**
 * Strongly connected parts of a graph (Map node → Set of nodes), Tarjan's way: two nodes share a
 * part when each reaches the other, so every cycle lies inside one part. Answers node → part
 * number for the nodes in a part of two or more (a node alone in its part is in no cycle).
 */
export function cyclicParts(graph) {
  const order = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const partOf = new Map();
  let counter = 0;
  let parts = 0;
  const visit = (node) => {
    order.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), order.get(next)));
    }
    if (low.get(node) !== order.get(node)) return;
    const part = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      part.push(member);
    } while (member !== node);
    if (part.length > 1) {
      for (const each of part) partOf.set(each, parts);
      parts += 1;
    }
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return partOf;
}

/** The shortest way from `start` back to `goal` inside one cyclic part: the cycle an arrow goal → start closes. */
export function shortestPath(graph, start, goal, partOf) {
  const part = partOf.get(start);
  const cameFrom = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    if (node === goal) break;
    for (const next of graph.get(node) ?? []) {
      if (cameFrom.has(next) || partOf.get(next) !== part) continue;
      cameFrom.set(next, node);
      queue.push(next);
    }
  }
  const way = [];
  for (let node = goal; node !== undefined; node = cameFrom.get(node)) way.unshift(node);
  return way;
}
