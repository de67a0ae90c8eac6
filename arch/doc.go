// Package arch describes the NeuronCores ncc compiles for, as data: one
// *Target per chip generation (Trn1, Inf2, Trn2, Trn3), holding the
// engines and their clocks, the SBUF and PSUM geometry, the access rules
// (start partition, free sizes), the TensorE matmul limits, DMA and HBM
// bandwidths and the element types each engine accepts.
//
// Everything below stablehlo takes a Target: penguin's verifier checks
// tile shapes against it, the lowerings size tiles and banks by it, and the
// simulator costs instructions with it. Tools select one with --target
// (Lookup; Default is trn1).
//
// Every number carries a comment naming its public source (the AWS Neuron
// SDK documentation, cited by its path in aws-neuron/aws-neuron-sdk, as
// collected in the project's neuron-facts reference) or says that it is
// our estimate and why.
package arch
