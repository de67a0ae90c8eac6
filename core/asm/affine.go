package asm

import "ncc/core"

// parseAffineAttr parses affine_map<...> and affine_set<...>.
//
// TODO(verify helper): delegate the body to core.ParseAffineMap and
// core.ParseIntegerSet once they exist; until then these attributes are
// rejected with a located error.
func (p *parser) parseAffineAttr() (core.Attribute, error) {
	return nil, p.errTok("affine maps not yet supported")
}

// isLayoutAttr reports whether a is a memref layout (strided or affine map).
func isLayoutAttr(a core.Attribute) bool {
	_, ok := a.(*core.StridedLayoutAttr)
	return ok
}

// isIdentityLayout reports whether a is the identity layout, which MLIR drops.
func isIdentityLayout(a core.Attribute) bool { return false }
