# Sources: S01 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "ఒకే fused kernel QKᵀ, softmax, PV చేస్తుంది; S మరియు P ని HBM కి రాయము. K మరియు V ని HBM నుండి "
            "మొత్తంగా ఒక్కసారి మాత్రమే చదువుతాం, కాబట్టి Q-blocks సంఖ్యతో సంబంధం లేకుండా మొత్తం HBM traffic "
            "ఎప్పుడూ సరిగ్గా 4·N·d elements మాత్రమే."
        ),
        "tiling": (
            "Q ని Br = 64 వరుసల blocks గా విభజిస్తాం; ప్రతి thread block ఒక Q block ని shared memory లో "
            "ఉంచుతుంది; లోపలి loop లో K, V ని Bc = 64 వరుసల blocks గా తెస్తాం."
        ),
        "numericalStability": (
            "Online softmax: ప్రతి వరుసకు running max m మరియు sum l ని fp32 లో ఉంచుతాం; కొత్త block లో max "
            "పెరిగితే పాత O మరియు l ని exp(m_old − m_new) తో గుణిస్తాం."
        ),
        "tradeOff": (
            "P ని నిల్వ చేయనందున backward లో S, P ని ప్రతి block కి Q, K, logsumexp నుండి మళ్లీ లెక్కిస్తాం — "
            "ప్రతి block కి ఒక అదనపు QKᵀ, అంటే ఎక్కువ FLOPs."
        ),
    }
