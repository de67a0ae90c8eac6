package dialects

//go:generate go run ../tools/ncc-docgen -o ../docs/dialects
