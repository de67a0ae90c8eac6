package transforms

import "ncc/rewrite"

var wouldBeDead = rewrite.WouldBeTriviallyDead
