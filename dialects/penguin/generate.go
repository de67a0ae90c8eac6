package penguin

//go:generate go run ../../tools/ncc-opgen -dialect penguin -o ops_gen.go
