/// The transactions of a kn_transaction_op script as a tree, for naming them in the C results: the
/// BEGIN op that opened each and the SET_TIMING_FUNCTION op it took last (kinetics.h, "Layers:
/// transactions"); and for timing their completion blocks, by the rule of `Transaction.commit(at:)`
/// (a block runs when the last animation of its transaction or of one nested in it ends, else at the
/// commit time) with one running maximum per node instead of a map keyed by index path.
///
/// Node 0 is the outermost transaction; node k the one the k-th BEGIN opened (the BEGINs come in
/// depth-first order, so a node's children are numbered in the order they began). A
/// `Transaction`'s index path ([1, 0]: the first transaction nested in the second) resolves to its
/// node in O(path length): after `finish()`, the nodes' `groupedChild` fields list every node but
/// the outermost grouped by parent, each parent's children from its `childStart`. The nodes live in
/// storage the caller provides for the create call (a temporary allocation, on the stack for
/// scripts of up to about 15 BEGINs: 64-byte nodes in the 1 KB Swift keeps on the stack); no path
/// allocated or hashed.
struct TransactionScriptTree {
  /// One transaction of the script.
  struct Node {
    /// The BEGIN op that opened it; -1 for the outermost.
    let beginOp: Int64
    /// The enclosing transaction's node; -1 for the outermost.
    let parent: Int
    /// The SET_TIMING_FUNCTION op that set its timing function last; -1: none in it.
    var timingOp: Int64 = -1
    /// How many transactions it nests directly.
    var childCount = 0
    /// Where its children start in the grouped list (after `finish()`).
    var childStart = 0
    /// Entry i of the grouped list is node i's `groupedChild` (after `finish()`).
    var groupedChild = 0
    /// The latest end of the animations added by it or a transaction nested in it; -∞: none
    /// (an animation ends at a finite commit time plus a duration > 0, never at -∞).
    var latestEnd = -Double.infinity
    /// Whether a SET_COMPLETION op ran in it (it has a completion block).
    var hasCompletion = false

    /// When its completion block runs for a commit at `commitTime`.
    func completionTime(commitTime: Double) -> Double { latestEnd == -.infinity ? commitTime : latestEnd }
  }

  /// Room for the outermost transaction and one per BEGIN of the script; the first `count` hold nodes.
  private let storage: UnsafeMutableBufferPointer<Node>
  /// How many nodes there are.
  private var count = 1
  /// The node of the innermost open transaction.
  private var open = 0

  /// The outermost transaction alone, in `storage` (uninitialized, room for one node per BEGIN of
  /// the script and the outermost; `Node` is trivial, so nothing needs deinitializing after).
  init(storage: UnsafeMutableBufferPointer<Node>) {
    precondition(!storage.isEmpty, "room for the outermost transaction")
    self.storage = storage
    storage.initializeElement(at: 0, to: Node(beginOp: -1, parent: -1))
  }

  /// The nodes, the outermost first, then one per BEGIN in the order they came.
  var nodes: UnsafeMutableBufferPointer<Node> { UnsafeMutableBufferPointer(rebasing: storage[..<count]) }

  /// A BEGIN at op `op`: a transaction nested in the innermost open one, now innermost.
  mutating func begin(op: Int) {
    precondition(count < storage.count, "room for every BEGIN of the script")
    storage.initializeElement(at: count, to: Node(beginOp: Int64(op), parent: open))
    storage[open].childCount += 1
    open = count
    count += 1
  }

  /// A COMMIT (one the builder accepted): the enclosing transaction is innermost again.
  mutating func commit() { open = nodes[open].parent }

  /// A SET_TIMING_FUNCTION at op `op` for the innermost open transaction.
  mutating func setTimingFunction(op: Int) { nodes[open].timingOp = Int64(op) }

  /// A SET_COMPLETION for the innermost open transaction.
  mutating func setCompletion() { nodes[open].hasCompletion = true }

  /// How many transactions have a completion block.
  var completionCount: Int { nodes.reduce(0) { $0 + ($1.hasCompletion ? 1 : 0) } }

  /// An animation added by node `node`'s transaction, ending at `end`: it counts for that
  /// transaction and every enclosing one (`Transaction.commit(at:)`'s rule, the same maximum).
  mutating func addAnimation(of node: Int, endingAt end: Double) {
    var current = node
    while current >= 0 {
      nodes[current].latestEnd = max(nodes[current].latestEnd, end)
      current = nodes[current].parent
    }
  }

  /// Groups the children by parent, each parent's in the order they began: call once, after the
  /// script.
  mutating func finish() {
    var start = 0
    for index in nodes.indices {
      nodes[index].childStart = start
      start += nodes[index].childCount
      nodes[index].childCount = 0  // counts them again below, as the cursor
    }
    // Nodes are numbered in the order they began, so each parent's children come in order.
    for index in nodes.indices.dropFirst() {
      let parent = nodes[index].parent
      nodes[nodes[parent].childStart + nodes[parent].childCount].groupedChild = index
      nodes[parent].childCount += 1
    }
  }

  /// The node of the transaction at index path `path` (after `finish()`).
  func node(at path: [Int]) -> Int {
    var node = 0
    for step in path { node = nodes[nodes[node].childStart + step].groupedChild }
    return node
  }

  /// The SET_TIMING_FUNCTION op whose function node `node` resolves to (its own, else the nearest
  /// enclosing transaction's), or -1 for the default curve.
  func timingOp(of node: Int) -> Int64 {
    var current = node
    while current >= 0 {
      if nodes[current].timingOp >= 0 { return nodes[current].timingOp }
      current = nodes[current].parent
    }
    return -1
  }
}
